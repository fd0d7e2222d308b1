import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import type { MessagePosted, NoteAdded, NoteEdited, PaperSummarized } from '../ports.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * What contract usage needs beyond the institutions context's `institution-usage` read model (which
 * it reuses for views, searches, collaboration and active members): AI summaries generated per user
 * and day (PaperSummarized's requester), the size of each note (NoteAdded/Edited/Deleted) and of
 * each institution's chat messages (MessagePosted). Kept per user: the query counts the users who
 * are the institution's members, so the projection needs no membership of its own.
 */
@Injectable()
export class ContractUsageProjection implements Projection {
  static readonly NAME = 'contract-usage';
  readonly name = ContractUsageProjection.NAME;
  readonly eventTypes = ['PaperSummarized', 'NoteAdded', 'NoteEdited', 'NoteDeleted', 'MessagePosted'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    switch (event.type) {
      case 'PaperSummarized': {
        const userId = (event.data as unknown as PaperSummarized['data']).requestedBy ?? event.metadata.userId;
        if (!userId) return;
        await tx.query(
          `insert into contract_ai_summaries (user_id, day, summaries) values ($1, ($2::timestamptz at time zone 'UTC')::date, 1)
           on conflict (user_id, day) do update set summaries = contract_ai_summaries.summaries + 1`,
          [userId, event.recordedAt.toISOString()],
        );
        return;
      }
      case 'NoteAdded': {
        const d = event.data as unknown as NoteAdded['data'];
        await tx.query('insert into contract_note_sizes (note_id, user_id, bytes) values ($1, $2, $3) on conflict (note_id) do nothing', [d.noteId, d.authorId, bytes(d.content)]);
        return;
      }
      case 'NoteEdited': {
        const d = event.data as unknown as NoteEdited['data'];
        await tx.query('update contract_note_sizes set bytes = $2 where note_id = $1', [event.streamId.slice('note-'.length), bytes(d.content)]);
        return;
      }
      case 'NoteDeleted':
        await tx.query('delete from contract_note_sizes where note_id = $1', [event.streamId.slice('note-'.length)]);
        return;
      case 'MessagePosted': {
        const d = event.data as unknown as MessagePosted['data'];
        await tx.query(
          `insert into contract_message_bytes (institution_id, bytes) values ($1, $2)
           on conflict (institution_id) do update set bytes = contract_message_bytes.bytes + excluded.bytes`,
          [d.institutionId, bytes(d.content)],
        );
        return;
      }
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate contract_ai_summaries, contract_note_sizes, contract_message_bytes');
  }
}
