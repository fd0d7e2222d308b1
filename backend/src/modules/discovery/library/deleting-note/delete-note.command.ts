import { Command } from '@nestjs/cqrs';

/** The author deletes a note. */
export class DeleteNoteCommand extends Command<void> {
  constructor(
    readonly noteId: string,
    readonly authorId: string,
  ) {
    super();
  }
}
