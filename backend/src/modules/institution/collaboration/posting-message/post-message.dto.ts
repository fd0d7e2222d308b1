import { COLLABORATION_LIMITS, MESSAGE_TYPES, type MessageType } from '@scholarlens/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

/** A paper share's paper: its id in the catalog (the title is the catalog's; a sent one is ignored). */
export class MessageMetadataDto {
  @IsString()
  @Matches(/\S/, { message: 'paperId must not be blank' })
  @MaxLength(200)
  paperId: string;

  @IsOptional()
  @IsString()
  @MaxLength(2_000)
  paperTitle?: string;
}

/** Body of POST /api/teams/:teamId/channels/:channelId/messages (spec inst §3 Message, §5): non-blank content, at most 10,000 characters. */
export class PostMessageDto {
  @IsString()
  @Matches(/\S/, { message: 'content must not be blank' })
  @MaxLength(COLLABORATION_LIMITS.messageMaxLength)
  content: string;

  @IsOptional()
  @IsIn(MESSAGE_TYPES)
  messageType?: MessageType;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => MessageMetadataDto)
  metadata?: MessageMetadataDto;
}
