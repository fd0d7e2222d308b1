import { NOTE_LIMITS } from '@scholarlens/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

/** Body of POST /api/papers/:id/notes and PUT /api/notes/:noteId. */
export class NoteDto {
  @IsString()
  @Matches(/\S/, { message: 'content must not be blank' })
  @MaxLength(NOTE_LIMITS.contentMaxLength)
  content: string;
}
