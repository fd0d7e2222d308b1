import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { NOTE_EVENT_TYPES, type NoteAdded, type NoteEdited, noteIdOfStream } from '../note.js';

/** `notes`: one row per live note (deleted ones removed), for a user's notes on a paper. */
@Injectable()
export class NotesByPaperProjection implements Projection {
  static readonly NAME = 'notes';
  readonly name = NotesByPaperProjection.NAME;
  readonly eventTypes = NOTE_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const id = noteIdOfStream(event.streamId);
    if (!id) return;
    if (event.type === 'NoteAdded') {
      const d = event.data as unknown as NoteAdded['data'];
      await tx.query(
        `insert into notes (id, paper_id, author_id, content, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
         on conflict (id) do nothing`,
        [id, d.paperId, d.authorId, d.content, d.at],
      );
    } else if (event.type === 'NoteEdited') {
      const d = event.data as unknown as NoteEdited['data'];
      await tx.query('update notes set content = $2, updated_at = $3 where id = $1', [id, d.content, d.at]);
    } else if (event.type === 'NoteDeleted') {
      await tx.query('delete from notes where id = $1', [id]);
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate notes');
  }
}
