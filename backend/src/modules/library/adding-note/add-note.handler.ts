import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Note } from '@scholarlens/contracts';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../platform/http/error.filter.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { handleNoteCommand } from '../note-stream.js';
import { NotesByPaperProjection } from '../notes-by-paper/notes-by-paper.projection.js';
import { NoteByIdQuery } from '../notes-by-paper/notes-by-paper.query.js';
import { PAPER_NOT_FOUND, PaperByIdQuery, paperIdFromKey } from '../ports.js';
import { AddNoteCommand } from './add-note.command.js';

@CommandHandler(AddNoteCommand)
export class AddNoteHandler implements ICommandHandler<AddNoteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ paperKey, authorId, content }: AddNoteCommand): Promise<Note> {
    const paperId = paperIdFromKey(paperKey);
    const paper = paperId ? await this.queryBus.execute(new PaperByIdQuery(paperId)) : null;
    if (!paper) throw new DomainError(PAPER_NOT_FOUND, HttpStatus.NOT_FOUND);
    const noteId = randomUUID();
    const { position } = await handleNoteCommand(
      this.store,
      noteId,
      { type: 'AddNote', data: { noteId, paperId: paper.id, authorId, content, at: new Date().toISOString() } },
      { userId: authorId },
    );
    if (position) await this.readYourWrites.waitFor([NotesByPaperProjection.NAME], position);
    const note = await this.queryBus.execute(new NoteByIdQuery(authorId, noteId));
    if (!note) throw new Error(`Note ${noteId} was added but is not readable`);
    return note;
  }
}
