/**
 * The `search-alerts` queue (docs/ARCHITECTURE.md §7): `match` jobs run every alert's search over
 * newly imported papers, `digest` jobs mail the due digests (after matching once more, so papers
 * embedded since are ranked too). Matching follows imports: every few seconds each process reads
 * the checkpoints of the catalog's and search's projections, and when they moved adds a match job
 * whose id is those positions (so one job per move, whichever process sees it). The digest is a
 * Bull repeatable job, every DIGEST_EVERY_MS. One queue, one job at a time per process.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { Queues, jobIdOf } from '../../../../platform/queue/queues.js';
import { AlertDigests } from '../delivering-digests/alert-digests.js';
import { DIGEST_EVERY_MS } from '../delivering-digests/digest.js';
import { PaperSearchProjection, PapersProjection } from '../ports.js';
import { AlertMatcher } from './alert-matcher.js';

export const ALERTS_QUEUE = 'search-alerts';
/** `at`: deliver as of this instant (ISO), default the job's start. */
export type AlertJob = { kind: 'match' } | { kind: 'digest'; at?: string };

const POLL_MS = 2_000;

@Injectable()
export class AlertJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SearchAlerts');
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private seen: string | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(AlertMatcher) private readonly matcher: AlertMatcher,
    @Inject(AlertDigests) private readonly digests: AlertDigests,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.process<AlertJob, number>(ALERTS_QUEUE, (job, signal) => this.run(job.data, signal));
    // Bull keeps one repeatable job per (name, id, interval): every process adding it adds it once.
    // Not awaited: while Redis is unreachable the add waits for it, and the start must not.
    void this.queues
      .get<AlertJob>(ALERTS_QUEUE)
      .add({ kind: 'digest' }, { jobId: 'digest', repeat: { every: DIGEST_EVERY_MS } })
      .catch((err: Error) => this.logger.warn(`Search alert digests not scheduled: ${err.message}`));
    this.schedulePoll();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  async run(job: AlertJob, signal?: AbortSignal): Promise<number> {
    const matched = await this.matcher.matchAll(signal);
    if (job.kind === 'match') return matched;
    return this.digests.deliverDue(job.at ? new Date(job.at) : new Date(), signal);
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.poll()
        .catch((err: Error) => this.logger.warn(`Search alerts: ${err.message}`))
        .finally(() => this.schedulePoll());
    }, POLL_MS);
    this.timer.unref();
  }

  /** Adds a match job when the catalog or its search read model moved since the last look (and someone has an alert). */
  private async poll(): Promise<void> {
    const { rows } = await this.pool.query<{ positions: string | null; alerts: boolean }>(
      `select (select string_agg(name || '@' || commit_position || '/' || prepare_position, ',' order by name)
                 from projection_checkpoints where name = any($1::text[])) as positions,
              exists (select 1 from search_alerts) as alerts`,
      [[PapersProjection.NAME, PaperSearchProjection.NAME]],
    );
    const positions = rows[0]?.positions ?? 'none';
    if (positions === this.seen || !rows[0]?.alerts) return;
    await this.queues.enqueue<AlertJob>(ALERTS_QUEUE, jobIdOf('match', positions), { kind: 'match' });
    this.seen = positions;
  }
}
