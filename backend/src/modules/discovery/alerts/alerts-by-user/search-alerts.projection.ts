import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { SEARCH_ALERT_EVENT_TYPES, type SearchAlertEvent, userIdOfSearchAlertsStream } from '../search-alerts.js';

/** `search_alerts`, `search_alert_matches`, `search_alert_readers`: each user's alerts, what they matched, what is read. */
@Injectable()
export class SearchAlertsProjection implements Projection {
  static readonly NAME = 'search-alerts';
  readonly name = SearchAlertsProjection.NAME;
  readonly eventTypes = SEARCH_ALERT_EVENT_TYPES;

  async apply(recorded: RecordedEvent, tx: PoolClient): Promise<void> {
    const userId = userIdOfSearchAlertsStream(recorded.streamId);
    if (!userId) return;
    const event = { type: recorded.type, data: recorded.data } as unknown as SearchAlertEvent;
    switch (event.type) {
      case 'SearchAlertCreated': {
        const d = event.data;
        await tx.query(
          `insert into search_alerts (alert_id, user_id, query, category, frequency, created_at) values ($1, $2, $3, $4, $5, $6)
           on conflict (alert_id) do nothing`,
          [d.alertId, userId, d.query, d.category, d.frequency, d.at],
        );
        return;
      }
      case 'SearchAlertFrequencyChanged':
        await tx.query('update search_alerts set frequency = $2 where alert_id = $1', [event.data.alertId, event.data.frequency]);
        return;
      case 'SearchAlertDeleted':
        await tx.query('delete from search_alerts where alert_id = $1', [event.data.alertId]);
        await tx.query('delete from search_alert_matches where alert_id = $1', [event.data.alertId]);
        return;
      case 'SearchAlertMatched':
        await tx.query(
          `insert into search_alert_matches (alert_id, paper_id, user_id, rank, matched_at)
           select $1, paper_id, $2, ordinality, $4 from unnest($3::text[]) with ordinality as m(paper_id, ordinality)
           on conflict do nothing`,
          [event.data.alertId, userId, event.data.paperIds, event.data.at],
        );
        return;
      case 'SearchAlertDigestDelivered':
        await tx.query('update search_alerts set last_delivered_at = $2 where alert_id = $1', [event.data.alertId, event.data.at]);
        await tx.query('update search_alert_matches set delivered_at = $3 where alert_id = $1 and paper_id = any($2::text[])', [
          event.data.alertId,
          event.data.paperIds,
          event.data.at,
        ]);
        return;
      case 'SearchAlertsSeen':
        await tx.query(
          `insert into search_alert_readers (user_id, seen_at) values ($1, $2)
           on conflict (user_id) do update set seen_at = greatest(search_alert_readers.seen_at, excluded.seen_at)`,
          [userId, event.data.at],
        );
        return;
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate search_alerts, search_alert_matches, search_alert_readers');
  }
}
