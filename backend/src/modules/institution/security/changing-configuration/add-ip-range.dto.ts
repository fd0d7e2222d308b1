import { IsString, MaxLength } from 'class-validator';

/** Body of POST /api/security/ip-whitelist: an IPv4/IPv6 address or CIDR (the decider validates and normalises it). */
export class AddIpRangeDto {
  @IsString()
  @MaxLength(64)
  ipRange: string;
}
