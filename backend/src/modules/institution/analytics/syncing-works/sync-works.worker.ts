/**
 * Runs an `analytics-sync` job: the institution's works from OpenAlex
 * (`works?filter=authorships.institutions.id:<I…>,from_publication_date:<ANALYTICS_SYNC_YEARS back>`,
 * cursor paging, 200 a page, through the platform's OpenAlex client: API key, contact e-mail,
 * 429/5xx retried with backoff honouring Retry-After). After each page is stored, its checkpoint
 * (the next cursor) is an event, so an interrupted sync resumes where it stopped; a completed sync
 * removes the works it did not see. The `daily` job starts a sync of every configured institution.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type Bull from 'bull';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { OpenAlexClient } from '../../../../platform/external/openalex/openalex.client.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import { ConfiguredInstitutionsQuery } from '../analytics-sources/analytics-sources.projection.js';
import { analyticsSyncAggregate } from '../analytics-sync.js';
import { ANALYTICS_WORK_FIELDS, type OpenAlexAnalyticsWork, toAnalyticsWork } from '../institution-works/analytics-work.js';
import { InstitutionWorks } from '../institution-works/institution-works.js';
import { RecordSyncCommand } from '../recording-sync/record-sync.command.js';
import { StartSyncCommand } from './start-sync.command.js';
import type { AnalyticsSyncJobData } from './sync-works.jobs.js';

@Injectable()
export class AnalyticsSyncWorker {
  private readonly logger = new Logger('AnalyticsSyncWorker');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient,
    @Inject(InstitutionWorks) private readonly works: InstitutionWorks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(job: Bull.Job<AnalyticsSyncJobData>, signal: AbortSignal): Promise<void> {
    const data = job.data;
    if (data.kind === 'daily') return this.daily();
    const { institutionId, syncId, openAlexId } = data;
    const from = `${new Date().getUTCFullYear() - this.config.analytics.syncYears}-01-01`;
    let { state: at } = await loadAggregate(this.store, analyticsSyncAggregate, syncId);
    try {
      while (!at.done && at.nextCursor !== null) {
        if (signal.aborted) throw new JobInterrupted(`analytics sync ${syncId}`);
        const page = await this.openAlex.works(
          {
            filters: [`authorships.institutions.id:${openAlexId}`, `from_publication_date:${from}`],
            perPage: this.config.analytics.syncPageSize,
            cursor: at.nextCursor,
            select: ANALYTICS_WORK_FIELDS,
            noCache: true,
          },
          signal,
        );
        await this.works.store(institutionId, syncId, page.works.map((w) => toAnalyticsWork(w as unknown as OpenAlexAnalyticsWork)));
        const nextCursor = page.works.length === 0 ? null : page.nextCursor;
        const fetched = at.fetched + page.works.length;
        await this.commandBus.execute(
          new RecordSyncCommand({ type: 'page', data: { institutionId, syncId, page: at.page + 1, nextCursor, fetched, total: page.count, at: new Date().toISOString() } }),
        );
        at = { page: at.page + 1, nextCursor, fetched, total: page.count, done: nextCursor === null };
        await job.progress(page.count ? Math.min(99, Math.floor((fetched / page.count) * 100)) : 99);
      }
      await this.works.pruneOtherThan(institutionId, syncId);
      await this.finish(institutionId, syncId, 'completed', at.fetched, null);
      await job.progress(100);
    } catch (err) {
      if (err instanceof JobInterrupted || signal.aborted) throw err;
      const attempts = job.opts.attempts ?? 1;
      if (job.attemptsMade + 1 >= attempts) {
        this.logger.warn(`Analytics sync ${syncId} of ${institutionId} failed: ${(err as Error).message}`);
        await this.finish(institutionId, syncId, 'failed', at.fetched, (err as Error).message);
      }
      throw err;
    }
  }

  private finish(institutionId: string, syncId: string, outcome: 'completed' | 'failed', fetched: number, error: string | null) {
    return this.commandBus.execute(new RecordSyncCommand({ type: 'finish', data: { institutionId, syncId, outcome, fetched, error, at: new Date().toISOString() } }));
  }

  /** Every institution whose analytics stream configured a source gets a daily sync. */
  private async daily(): Promise<void> {
    const ids = await this.configuredInstitutions();
    for (const id of ids) {
      try {
        await this.commandBus.execute(new StartSyncCommand(id, 'daily'));
      } catch (err) {
        this.logger.warn(`Daily analytics sync of ${id} not started: ${(err as Error).message}`);
      }
    }
  }

  private configuredInstitutions(): Promise<string[]> {
    return this.queryBus.execute(new ConfiguredInstitutionsQuery());
  }
}
