import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AiProviderError } from '../../../../platform/ai/llm/ai-provider.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { Queues } from '../../../../platform/queue/queues.js';
import { UntaggedPapersQuery } from '../ports.js';
import { type AutoTagAnswer, AutoTagCommand } from './auto-tag.command.js';
import { type AutoTagJobResult, AutoTagJobs } from './auto-tag.jobs.js';

class WaitTimedOut extends Error {}

/**
 * POST /api/papers/auto-tag: picks the newest untagged papers, runs the tagging job (or joins the
 * one already tagging them) and answers `{taggedPapers}` once the feed shows the tags; 202 when
 * the job outlives AUTO_TAG_WAIT_MS (it goes on; the tags appear as they are written).
 */
@CommandHandler(AutoTagCommand)
export class AutoTagHandler implements ICommandHandler<AutoTagCommand> {
  private readonly logger = new Logger('AutoTag');

  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(AutoTagJobs) private readonly jobs: AutoTagJobs,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ batchSize, userId }: AutoTagCommand): Promise<AutoTagAnswer> {
    const papers = await this.queryBus.execute(new UntaggedPapersQuery(batchSize));
    if (papers.length === 0) return { status: 200, taggedPapers: 0 };
    const { job } = await this.jobs.enqueue(
      papers.map((p) => p.id),
      userId,
    );
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = (await Promise.race([
        job.finished(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new WaitTimedOut()), this.config.ai.autoTagWaitMs))),
      ])) as AutoTagJobResult;
      return { status: 200, taggedPapers: result.tagged };
    } catch (err) {
      if (err instanceof WaitTimedOut) return { status: 202, taggedPapers: 0 };
      if (this.queues.shutdownSignal.aborted) throw new DomainError('unavailable', 'Auto-tagging interrupted: the server is restarting. Try again in a moment.');
      const message = (err as Error).message ?? String(err);
      this.logger.error(`Auto-tag job ${job.id} failed: ${message}`);
      const unavailable = err instanceof AiProviderError ? err.kind === 'unavailable' : /unavailable|timed out|cannot be reached|429|503/.test(message);
      throw new DomainError(unavailable ? 'unavailable' : 'upstream-failed', `Auto-tagging failed: ${message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
