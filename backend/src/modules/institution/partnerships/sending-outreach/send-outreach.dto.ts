import { PARTNER_LIMITS } from '@scholarlens/contracts';
import { IsString, MaxLength } from 'class-validator';

/** Body of POST /api/partnerships/targets/:targetId/outreach (a blank message is the decider's "Missing Information"). */
export class SendOutreachDto {
  @IsString()
  @MaxLength(PARTNER_LIMITS.messageMaxLength)
  message: string;
}
