import { IsString, MaxLength, ValidateIf } from 'class-validator';

/** Body of PUT /api/analytics/author: the caller's ORCID iD and/or OpenAlex author id; an empty string unlinks it. */
export class LinkAuthorDto {
  // Absent is fine; null is not a string (400 naming the field, never a 500 deeper down).
  @ValidateIf((o: { orcid?: unknown }) => o.orcid !== undefined)
  @IsString({ message: 'orcid must be a string' })
  @MaxLength(60)
  orcid?: string;

  // Absent is fine; null is not a string (400 naming the field, never a 500 deeper down).
  @ValidateIf((o: { openAlexAuthorId?: unknown }) => o.openAlexAuthorId !== undefined)
  @IsString({ message: 'openAlexAuthorId must be a string' })
  @MaxLength(60)
  openAlexAuthorId?: string;
}
