import { TEAM_LIBRARY_LIMITS } from '@scholarlens/contracts';
import { IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';

/** Body of POST /api/teams/:teamId/library. */
export class AddToTeamLibraryDto {
  @IsString()
  @Matches(/\S/, { message: 'paperId must not be blank' })
  @MaxLength(200)
  paperId: string;

  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(TEAM_LIBRARY_LIMITS.noteMaxLength)
  note?: string | null;

  /** The chat message (a paper share in this team) the paper is added from. */
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsUUID('all', { message: 'messageId must be a message id' })
  messageId?: string | null;
}
