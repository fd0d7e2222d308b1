import { COLLABORATION_LIMITS } from '@scholarlens/contracts';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Body of POST /api/teams/:teamId/channels (spec inst §5: a blank name is refused; description optional; isPrivate boolean). */
export class CreateChannelDto {
  @IsString()
  @Matches(/\S/, { message: 'name must not be blank' })
  @MaxLength(COLLABORATION_LIMITS.channelNameMaxLength)
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(COLLABORATION_LIMITS.channelDescriptionMaxLength)
  description?: string;

  @IsOptional()
  @IsBoolean()
  isPrivate?: boolean;
}
