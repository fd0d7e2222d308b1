import { IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';

/** A calendar date `YYYY-MM-DD` that exists (OAI-PMH datestamps at day granularity). */
function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const d = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
        },
        defaultMessage: (args) => `${args?.property} must be a date YYYY-MM-DD`,
      },
    },
    options,
  );
}

/** Body of POST /api/papers/bulk-scrape (optional; no body harvests the whole repository). */
export class StartHarvestDto {
  /** OAI-PMH set, e.g. `cs`, `math` or `physics:hep-th`. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._-]*(?::[A-Za-z0-9._-]+)*$/, { message: 'set must be an OAI set such as cs or physics:hep-th' })
  set?: string;

  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @IsOptional()
  @IsCalendarDate()
  until?: string;
}
