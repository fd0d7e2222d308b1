import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Note } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

interface NoteRow {
  id: string;
  paper_id: string;
  content: string;
  created_at: Date;
  updated_at: Date;
}

const toNote = (r: NoteRow): Note => ({
  id: r.id,
  paperId: r.paper_id,
  content: r.content,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** A user's notes on a paper, oldest first (private: only the author's). */
export class NotesByPaperQuery extends Query<Note[]> {
  constructor(
    readonly authorId: string,
    readonly paperId: string,
  ) {
    super();
  }
}

@QueryHandler(NotesByPaperQuery)
export class NotesByPaperHandler implements IQueryHandler<NotesByPaperQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ authorId, paperId }: NotesByPaperQuery): Promise<Note[]> {
    const { rows } = await this.pool.query<NoteRow>(
      'select id, paper_id, content, created_at, updated_at from notes where author_id = $1 and paper_id = $2 order by created_at, id',
      [authorId, paperId],
    );
    return rows.map(toNote);
  }
}

/** One note of its author; null when unknown, deleted or someone else's. */
export class NoteByIdQuery extends Query<Note | null> {
  constructor(
    readonly authorId: string,
    readonly noteId: string,
  ) {
    super();
  }
}

@QueryHandler(NoteByIdQuery)
export class NoteByIdHandler implements IQueryHandler<NoteByIdQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ authorId, noteId }: NoteByIdQuery): Promise<Note | null> {
    const { rows } = await this.pool.query<NoteRow>(
      'select id, paper_id, content, created_at, updated_at from notes where id = $1 and author_id = $2',
      [noteId, authorId],
    );
    return rows[0] ? toNote(rows[0]) : null;
  }
}
