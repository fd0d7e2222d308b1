import { Injectable } from '@nestjs/common';
import { type MeteredFeature, isMeteredFeature } from '@scholarlens/contracts';
import type { PoolClient } from '../../../platform/database/database.js';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { userIdOfStream } from '../user.js';
import { usageWindowStart } from './usage-window.js';

/** `usage_counts`: one row per user, feature and usage window. */
@Injectable()
export class UsageCountsProjection implements Projection {
  static readonly NAME = 'usage-counts';
  readonly name = UsageCountsProjection.NAME;
  readonly eventTypes = ['UsageRecorded'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const userId = userIdOfStream(event.streamId);
    const { feature, at } = event.data as { feature: MeteredFeature; at: string };
    if (!userId || !isMeteredFeature(feature)) return;
    await tx.query(
      `insert into usage_counts (user_id, feature, window_start, count) values ($1, $2, $3, 1)
       on conflict (user_id, feature, window_start) do update set count = usage_counts.count + 1`,
      [userId, feature, usageWindowStart(feature, new Date(at))],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate usage_counts');
  }
}
