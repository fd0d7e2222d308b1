import { AI_LIMITS, CHAT_CONTEXTS, type ChatContext } from '@scholarlens/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Body of POST /api/papers/:id/chat and POST /api/ai/chat. */
export class ChatDto {
  @IsString()
  @Matches(/\S/, { message: 'message must not be blank' })
  @MaxLength(AI_LIMITS.chatMessageMaxLength)
  message: string;

  @IsIn(CHAT_CONTEXTS)
  context: ChatContext;

  /** context 'collection': the ids of the collection's papers (the visitor's bookmarks or the feed). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(AI_LIMITS.collectionMaxPapers)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  paperIds?: string[];
}
