/**
 * First start with an empty catalog and no corpus to import: fill the feed from arXiv with one
 * sync job, in the background. The papers context decides the first part (its FirstStartImport
 * imports the corpus in CORPUS_DIR when the catalog is empty, and reports `no-corpus` when there
 * is none); this waits for its outcome. Offline, the feed stays empty and the log says how to
 * import papers. Off under test (NODE_ENV=test or node --test) unless ARXIV_FIRST_START_SYNC=true.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { Queues } from '../../../../platform/queue/queues.js';
import { syncMessage } from '../arxiv-sync.decider.js';
import { CountPapersQuery, FirstStartImport, defaultCorpusDir } from '../ports.js';
import { type ArxivSyncJobResult, ArxivSyncJobs } from './arxiv-sync.jobs.js';

@Injectable()
export class FirstStartSync implements OnApplicationBootstrap {
  private readonly logger = new Logger('ArxivSync');

  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ArxivSyncJobs) private readonly jobs: ArxivSyncJobs,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(FirstStartImport) private readonly firstStartImport: FirstStartImport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.acquisition.firstStartSync || !this.queues.workersEnabled) return;
    // In the background: the app is usable while it runs.
    void this.firstStartImport.done
      .then((outcome) => (outcome.status === 'no-corpus' ? this.startFirstStartSync() : false))
      .catch((err: Error) => this.logger.warn(`First-start sync: ${err.message}`));
  }

  /** Syncs from arXiv when the catalog is (still) empty; answers whether it ran. */
  async startFirstStartSync(): Promise<boolean> {
    const { total } = await this.queryBus.execute(new CountPapersQuery());
    if (total > 0) return false;
    this.logger.log('The catalog is empty and there is no corpus to import: fetching the newest papers from arXiv');
    const { job } = await this.jobs.enqueue('first-start', null);
    try {
      const result = (await job.finished()) as ArxivSyncJobResult;
      this.logger.log(`First-start sync: ${syncMessage(result)}`);
    } catch (err) {
      this.logger.warn(
        `First-start sync failed (${(err as Error).message}). The feed stays empty until papers are imported: ` +
          `\`npm run import -- <file.jsonl>\` (arXiv metadata), a corpus in ${defaultCorpusDir()} and a restart, ` +
          `or the feed's sync button once arXiv is reachable.`,
      );
    }
    return true;
  }
}
