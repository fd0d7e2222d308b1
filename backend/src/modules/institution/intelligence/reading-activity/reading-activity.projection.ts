import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { paperIdFor, paperKeyOfStream, userIdOfStream } from '../ports.js';

/**
 * `reading_activity`: what signed-in users opened (the catalog's PaperViewed with a user in its
 * metadata: once per user, paper and hour) and exported (the accounts context's UsageRecorded of
 * citationExport), with when. Kept per user, not per institution: who is a member is asked when a
 * figure is computed, so the member directory stays the one place that knows.
 */
@Injectable()
export class ReadingActivityProjection implements Projection {
  static readonly NAME = 'reading-activity';
  readonly name = ReadingActivityProjection.NAME;
  readonly eventTypes = ['PaperViewed', 'UsageRecorded'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    if (event.type === 'PaperViewed') {
      const key = paperKeyOfStream(event.streamId);
      const userId = event.metadata.userId;
      if (!key || !userId) return;
      await this.insert(tx, event, String(userId), 'view', paperIdFor(key), event.recordedAt.toISOString());
      return;
    }
    const userId = userIdOfStream(event.streamId);
    const { feature, at } = event.data as { feature?: string; at?: string };
    if (userId && feature === 'citationExport' && at) await this.insert(tx, event, userId, 'citation_export', null, at);
  }

  private async insert(tx: PoolClient, event: RecordedEvent, userId: string, kind: 'view' | 'citation_export', paperId: string | null, at: string): Promise<void> {
    await tx.query('insert into reading_activity (event_id, user_id, kind, paper_id, at) values ($1, $2, $3, $4, $5) on conflict do nothing', [
      event.id,
      userId,
      kind,
      paperId,
      at,
    ]);
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate reading_activity');
  }
}
