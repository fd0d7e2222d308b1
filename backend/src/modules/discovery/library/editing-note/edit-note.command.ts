import { Command } from '@nestjs/cqrs';
import type { Note } from '@scholarlens/contracts';

/** The author edits a note; answers the updated note. */
export class EditNoteCommand extends Command<Note> {
  constructor(
    readonly noteId: string,
    readonly authorId: string,
    readonly content: string,
  ) {
    super();
  }
}
