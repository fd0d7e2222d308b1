import { NOTE_LIMITS } from '@scholarlens/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

/** Body of POST /api/papers/:id/notes. */
export class AddNoteDto {
  @IsString()
  @Matches(/\S/, { message: 'content must not be blank' })
  @MaxLength(NOTE_LIMITS.contentMaxLength)
  content: string;
}
