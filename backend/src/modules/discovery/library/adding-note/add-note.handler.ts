import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Note } from '@scholarlens/contracts';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { ContentSealing } from '../../../../platform/sealing/content-sealing.js';
import { noteAggregate, noteContent } from '../note.decider.js';
import { noteAnswer } from '../note.js';
import { NotesByPaperProjection } from '../notes-by-paper/notes-by-paper.projection.js';
import { PAPER_NOT_FOUND, PaperByIdQuery, paperIdFromKey } from '../ports.js';
import { AddNoteCommand } from './add-note.command.js';

@CommandHandler(AddNoteCommand)
export class AddNoteHandler implements ICommandHandler<AddNoteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
  ) {}

  async execute({ paperKey, authorId, content }: AddNoteCommand): Promise<Note> {
    const paperId = paperIdFromKey(paperKey);
    const paper = paperId ? await this.queryBus.execute(new PaperByIdQuery(paperId)) : null;
    if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
    const noteId = randomUUID();
    // Checked before it is sealed: a sealed text is longer than its limit allows.
    const text = noteContent(content);
    const stored = await this.sealing.sealForUser(authorId, text);
    const { state, position } = await handleCommand(this.store, noteAggregate,
      noteId,
      { type: 'AddNote', data: { noteId, paperId: paper.id, authorId, content: text, stored, at: new Date().toISOString() } },
      { userId: authorId },
    );
    if (position) await this.readYourWrites.waitFor([NotesByPaperProjection.NAME], position);
    // From the command's own state: the answer holds even when the read model is late.
    if (state.status !== 'active') throw new Error(`Note ${noteId} was not added`);
    return noteAnswer(state, { text, sealed: stored !== text, removed: false });
  }
}
