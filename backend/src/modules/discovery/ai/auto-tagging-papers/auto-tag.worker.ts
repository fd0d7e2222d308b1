/**
 * Runs an `ai-tagging` job: each paper still untagged gets the provider's tags as a PaperTagged
 * event (RecordTags with onlyIfUntagged, so a retry or a concurrent job never tags twice). Each
 * write waits for the papers projection, so when the job is done the feed shows every tag.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type Bull from 'bull';
import { AI_PROVIDER, type AiProvider } from '../../../../platform/ai/llm/ai-provider.port.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import { toAiPaper } from '../ai-paper.js';
import { PapersByIdsQuery, RecordPaperAiResultCommand } from '../ports.js';
import type { AutoTagJobData, AutoTagJobResult } from './auto-tag.jobs.js';

@Injectable()
export class AutoTagWorker {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
  ) {}

  async run(job: Bull.Job<AutoTagJobData>, signal: AbortSignal): Promise<AutoTagJobResult> {
    const papers = await this.queryBus.execute(new PapersByIdsQuery(job.data.paperIds));
    let tagged = 0;
    let done = 0;
    for (const paper of papers) {
      if (signal.aborted) throw new JobInterrupted(`auto-tag job ${job.id}`);
      if (paper.tags.length === 0) {
        const draft = await this.ai.tag(toAiPaper(paper));
        const { recorded } = await this.commandBus.execute(
          new RecordPaperAiResultCommand(
            paper.id,
            { type: 'RecordTags', data: { tags: draft.tags, provider: draft.provider, model: draft.model, taggedAt: new Date().toISOString(), onlyIfUntagged: true } },
            job.data.userId,
          ),
        );
        if (recorded) tagged++;
      }
      done++;
      await job.progress(Math.round((done / papers.length) * 100));
    }
    return { tagged };
  }
}
