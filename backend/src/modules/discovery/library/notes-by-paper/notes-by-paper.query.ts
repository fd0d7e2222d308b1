import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Note } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { ContentSealing, protectionOf } from '../../../../platform/sealing/content-sealing.js';

interface NoteRow {
  id: string;
  paper_id: string;
  content: string;
  created_at: Date;
  updated_at: Date;
}

/** The rows as their author reads them: sealed content opened (or `removed`, its key destroyed). */
async function toNotes(sealing: ContentSealing, rows: NoteRow[]): Promise<Note[]> {
  const shown = await sealing.open(rows.map((r) => r.content));
  return rows.map((r, i) => ({
    id: r.id,
    paperId: r.paper_id,
    content: shown[i].text,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    protection: protectionOf(shown[i]),
  }));
}

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
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
  ) {}

  async execute({ authorId, paperId }: NotesByPaperQuery): Promise<Note[]> {
    const { rows } = await this.pool.query<NoteRow>(
      'select id, paper_id, content, created_at, updated_at from notes where author_id = $1 and paper_id = $2 order by created_at, id',
      [authorId, paperId],
    );
    return toNotes(this.sealing, rows);
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
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
  ) {}

  async execute({ authorId, noteId }: NoteByIdQuery): Promise<Note | null> {
    const { rows } = await this.pool.query<NoteRow>(
      'select id, paper_id, content, created_at, updated_at from notes where id = $1 and author_id = $2',
      [noteId, authorId],
    );
    return rows[0] ? (await toNotes(this.sealing, rows))[0] : null;
  }
}
