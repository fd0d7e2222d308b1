import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LIBRARY_MESSAGES, type Note } from '@scholarlens/contracts';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { ContentSealing } from '../../../../platform/sealing/content-sealing.js';
import { noteAggregate, noteContent } from '../note.decider.js';
import { isNoteId, noteAnswer } from '../note.js';
import { NotesByPaperProjection } from '../notes-by-paper/notes-by-paper.projection.js';
import { EditNoteCommand } from './edit-note.command.js';

@CommandHandler(EditNoteCommand)
export class EditNoteHandler implements ICommandHandler<EditNoteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
  ) {}

  async execute({ noteId, authorId, content }: EditNoteCommand): Promise<Note> {
    if (!isNoteId(noteId)) throw new DomainError('not-found', LIBRARY_MESSAGES.noteNotFound);
    const text = noteContent(content);
    const stored = await this.sealing.sealForUser(authorId, text);
    const { state, position } = await handleCommand(this.store, noteAggregate,
      noteId,
      { type: 'EditNote', data: { authorId, content: text, stored, at: new Date().toISOString() } },
      { userId: authorId },
    );
    if (position) await this.readYourWrites.waitFor([NotesByPaperProjection.NAME], position);
    // When several edits race, the row may already hold a later writer's text: each editor gets back its own.
    if (state.status !== 'active') throw new DomainError('not-found', LIBRARY_MESSAGES.noteNotFound);
    return noteAnswer(state, await this.sealing.openOne(state.content));
  }
}
