import { Command } from '@nestjs/cqrs';
import type { Note } from '@scholarlens/contracts';

/** A signed-in user adds a private note to a paper; answers the note. */
export class AddNoteCommand extends Command<Note> {
  constructor(
    readonly paperKey: string,
    readonly authorId: string,
    readonly content: string,
  ) {
    super();
  }
}
