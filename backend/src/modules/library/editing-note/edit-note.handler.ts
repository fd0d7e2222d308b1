import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { LIBRARY_MESSAGES, type Note } from '@scholarlens/contracts';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../platform/http/error.filter.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { handleNoteCommand, isNoteId } from '../note-stream.js';
import { NotesByPaperProjection } from '../notes-by-paper/notes-by-paper.projection.js';
import { NoteByIdQuery } from '../notes-by-paper/notes-by-paper.query.js';
import { EditNoteCommand } from './edit-note.command.js';

@CommandHandler(EditNoteCommand)
export class EditNoteHandler implements ICommandHandler<EditNoteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ noteId, authorId, content }: EditNoteCommand): Promise<Note> {
    if (!isNoteId(noteId)) throw new DomainError(LIBRARY_MESSAGES.noteNotFound, HttpStatus.NOT_FOUND);
    const { position } = await handleNoteCommand(
      this.store,
      noteId,
      { type: 'EditNote', data: { authorId, content, at: new Date().toISOString() } },
      { userId: authorId },
    );
    if (position) await this.readYourWrites.waitFor([NotesByPaperProjection.NAME], position);
    const note = await this.queryBus.execute(new NoteByIdQuery(authorId, noteId));
    if (!note) throw new DomainError(LIBRARY_MESSAGES.noteNotFound, HttpStatus.NOT_FOUND);
    return note;
  }
}
