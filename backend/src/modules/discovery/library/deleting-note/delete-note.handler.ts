import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LIBRARY_MESSAGES } from '@scholarlens/contracts';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { noteAggregate } from '../note.decider.js';
import { isNoteId } from '../note.js';
import { NotesByPaperProjection } from '../notes-by-paper/notes-by-paper.projection.js';
import { DeleteNoteCommand } from './delete-note.command.js';

@CommandHandler(DeleteNoteCommand)
export class DeleteNoteHandler implements ICommandHandler<DeleteNoteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ noteId, authorId }: DeleteNoteCommand): Promise<void> {
    if (!isNoteId(noteId)) throw new DomainError('not-found', LIBRARY_MESSAGES.noteNotFound);
    const { position } = await handleCommand(this.store, noteAggregate, noteId, { type: 'DeleteNote', data: { authorId, at: new Date().toISOString() } }, { userId: authorId });
    if (position) await this.readYourWrites.waitFor([NotesByPaperProjection.NAME], position);
  }
}
