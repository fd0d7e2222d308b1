import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AlertFrequency, AlertInbox, SearchAlert } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

const INBOX_SIZE = 50;

/** A user's alerts, oldest first, with how many papers each matched and how many wait for a digest. */
export class SearchAlertsOfUserQuery extends Query<SearchAlert[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(SearchAlertsOfUserQuery)
export class SearchAlertsOfUserHandler implements IQueryHandler<SearchAlertsOfUserQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ userId }: SearchAlertsOfUserQuery): Promise<SearchAlert[]> {
    const { rows } = await this.pool.query<{
      alert_id: string;
      query: string;
      category: string | null;
      frequency: AlertFrequency;
      created_at: Date;
      last_delivered_at: Date | null;
      matched: number;
      pending: number;
    }>(
      `select a.alert_id, a.query, a.category, a.frequency, a.created_at, a.last_delivered_at,
              count(m.paper_id)::int as matched, count(m.paper_id) filter (where m.delivered_at is null)::int as pending
         from search_alerts a left join search_alert_matches m on m.alert_id = a.alert_id
        where a.user_id = $1
        group by a.alert_id
        order by a.created_at, a.alert_id`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.alert_id,
      query: r.query,
      category: r.category,
      frequency: r.frequency,
      createdAt: r.created_at.toISOString(),
      lastDeliveredAt: r.last_delivered_at?.toISOString() ?? null,
      matched: r.matched,
      pending: r.pending,
    }));
  }
}

/** The bell: a user's newest matches (at most 50) and how many arrived since they last opened it. */
export class AlertInboxQuery extends Query<AlertInbox> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(AlertInboxQuery)
export class AlertInboxHandler implements IQueryHandler<AlertInboxQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ userId }: AlertInboxQuery): Promise<AlertInbox> {
    // The paper's title and authors come from the catalog (papers context's read model), read-only.
    const { rows } = await this.pool.query<{
      alert_id: string;
      query: string;
      paper_id: string;
      title: string | null;
      authors: string[] | null;
      matched_at: Date;
      delivered_at: Date | null;
      unread: boolean;
      unread_total: number;
    }>(
      `with seen as (select seen_at from search_alert_readers where user_id = $1),
            mine as (
              select m.*, a.query, m.matched_at > coalesce((select seen_at from seen), '-infinity') as unread
                from search_alert_matches m join search_alerts a on a.alert_id = m.alert_id
               where m.user_id = $1)
       select mine.alert_id, mine.query, mine.paper_id, p.title, p.authors, mine.matched_at, mine.delivered_at, mine.unread,
              (select count(*) from mine where unread)::int as unread_total
         from mine left join papers p on p.id = mine.paper_id
        order by mine.matched_at desc, mine.rank, mine.paper_id
        limit $2`,
      [userId, INBOX_SIZE],
    );
    return {
      unread: rows[0]?.unread_total ?? 0,
      items: rows.map((r) => ({
        alertId: r.alert_id,
        query: r.query,
        paperId: r.paper_id,
        title: r.title ?? r.paper_id,
        authors: r.authors ?? [],
        matchedAt: r.matched_at.toISOString(),
        deliveredAt: r.delivered_at?.toISOString() ?? null,
        unread: r.unread,
      })),
    };
  }
}
