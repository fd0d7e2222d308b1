/**
 * Finds the new papers each alert's search ranks: the search context's own ranking (hybrid, with
 * its relevance floor: PaperSearchService.rank, as GET /api/papers/search), its best MATCH_POOL
 * kept when they entered the catalog after the alert was saved, are in the alert's category and
 * were not matched before. Alerts of users whose plan no longer carries alerts are skipped.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SEARCH_ALERT_LIMITS, planOf } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import { BlankQueryError, PaperSearchService, UserByIdQuery } from '../ports.js';
import { RecordAlertWorkCommand } from '../recording-alert-work/record-alert-work.command.js';

/** The most a search answers (GET /api/papers/search's limit): new papers ranked below it are not matches. */
const MATCH_POOL = 100;

interface AlertRow {
  alert_id: string;
  user_id: string;
  query: string;
  category: string | null;
  created_at: Date;
}

@Injectable()
export class AlertMatcher {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PaperSearchService) private readonly search: PaperSearchService,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** Matches every alert once; answers how many papers were newly matched. */
  async matchAll(signal?: AbortSignal): Promise<number> {
    const { rows } = await this.pool.query<AlertRow>('select alert_id, user_id, query, category, created_at from search_alerts order by user_id, created_at');
    const entitled = new Map<string, boolean>();
    let found = 0;
    for (const alert of rows) {
      if (signal?.aborted) throw new JobInterrupted('search alert matching');
      if (!entitled.has(alert.user_id)) {
        const user = await this.queryBus.execute(new UserByIdQuery(alert.user_id));
        entitled.set(alert.user_id, SEARCH_ALERT_LIMITS[planOf(user?.plan)] !== 0);
      }
      if (!entitled.get(alert.user_id)) continue;
      const paperIds = await this.newMatches(alert);
      if (paperIds.length === 0) continue;
      await this.commandBus.execute(new RecordAlertWorkCommand(alert.user_id, { type: 'RecordMatches', data: { alertId: alert.alert_id, paperIds, at: new Date().toISOString() } }));
      found += paperIds.length;
    }
    return found;
  }

  /** The alert's ranked papers that are new to it, best first. */
  private async newMatches(alert: AlertRow): Promise<string[]> {
    let ranked: string[];
    try {
      ranked = (await this.search.rank(alert.query, { limit: MATCH_POOL })).ids;
    } catch (err) {
      if (err instanceof BlankQueryError) return [];
      throw err;
    }
    if (ranked.length === 0) return [];
    // When a paper entered the catalog and its categories are the papers context's read models (read only).
    const { rows } = await this.pool.query<{ id: string }>(
      `select p.id from papers p
        where p.id = any($1::text[]) and p.added_at >= $2
          and ($3::text is null or exists (select 1 from paper_categories c where c.paper_id = p.id and c.prefix = $3))
          and not exists (select 1 from search_alert_matches m where m.alert_id = $4 and m.paper_id = p.id)`,
      [ranked, alert.created_at, alert.category, alert.alert_id],
    );
    const fresh = new Set(rows.map((r) => r.id));
    return ranked.filter((id) => fresh.has(id));
  }
}
