import { IsISO8601, IsOptional } from 'class-validator';

/** `?asOf=<ISO time>` of GET /api/security/config and /status: the moment to replay to. */
export class AsOfDto {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'asOf must be an ISO 8601 date-time' })
  asOf?: string;
}
