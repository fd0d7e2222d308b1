import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LIBRARY_MESSAGES } from '@scholarlens/contracts';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../platform/http/error.filter.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { handleNoteCommand, isNoteId } from '../note-stream.js';
import { NotesByPaperProjection } from '../notes-by-paper/notes-by-paper.projection.js';
import { DeleteNoteCommand } from './delete-note.command.js';

@CommandHandler(DeleteNoteCommand)
export class DeleteNoteHandler implements ICommandHandler<DeleteNoteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ noteId, authorId }: DeleteNoteCommand): Promise<void> {
    if (!isNoteId(noteId)) throw new DomainError(LIBRARY_MESSAGES.noteNotFound, HttpStatus.NOT_FOUND);
    const { position } = await handleNoteCommand(this.store, noteId, { type: 'DeleteNote', data: { authorId, at: new Date().toISOString() } }, { userId: authorId });
    if (position) await this.readYourWrites.waitFor([NotesByPaperProjection.NAME], position);
  }
}
