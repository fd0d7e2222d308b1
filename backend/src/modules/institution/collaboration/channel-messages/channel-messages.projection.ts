import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import type { MessagePosted } from '../channel.js';

/**
 * The PostgreSQL notification channel live delivery listens on (docs/ARCHITECTURE.md §15): the payload
 * is a channel id whose messages table has new rows. NOTIFY inside the projection's transaction is
 * delivered at its commit, so a listener (in any backend process) reads rows that are there.
 */
export const CHAT_NOTIFY_CHANNEL = 'scholarlens_chat_messages';

/** `channel_messages`: every channel's messages with their place (`seq`, the event's stream revision). */
@Injectable()
export class ChannelMessagesProjection implements Projection {
  static readonly NAME = 'channel-messages';
  readonly name = ChannelMessagesProjection.NAME;
  readonly eventTypes = ['MessagePosted'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const d = event.data as unknown as MessagePosted['data'];
    await tx.query(
      `insert into channel_messages (id, channel_id, team_id, seq, member_id, user_id, content, message_type, paper_id, paper_title, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
      [d.messageId, d.channelId, d.teamId, event.revision, d.memberId, d.userId, d.content, d.messageType, d.metadata?.paperId ?? null, d.metadata?.paperTitle ?? null, d.at],
    );
    await tx.query('select pg_notify($1, $2)', [CHAT_NOTIFY_CHANNEL, d.channelId]);
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate channel_messages');
  }
}
