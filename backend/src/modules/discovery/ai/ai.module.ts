/**
 * AI (docs/ARCHITECTURE.md): AI summaries (metered), research intelligence, auto-tagging (a
 * Bull job) and the chat assistant, on the AiProvider port (OpenAI-compatible endpoint or the
 * local providers). Results are events of the paper aggregate (papers context): PaperSummarized,
 * PaperTagged, PaperIntelligenceGenerated, shown through the papers projection.
 */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { LlmModule } from '../../../platform/ai/llm/llm.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { AiController } from './ai.controller.js';
import { AutoTagHandler } from './auto-tagging-papers/auto-tag.handler.js';
import { AI_TAGGING_QUEUE, type AutoTagJobData, AutoTagJobs } from './auto-tagging-papers/auto-tag.jobs.js';
import { AutoTagWorker } from './auto-tagging-papers/auto-tag.worker.js';
import { ChatHandler } from './chatting/chat.query.js';
import { CatalogFactsReader } from './generating-intelligence/catalog-facts.js';
import { GenerateIntelligenceHandler } from './generating-intelligence/generate-intelligence.handler.js';
import { AccountsModule, SearchModule } from './ports.js';
import { SummarizePaperHandler } from './summarizing-paper/summarize-paper.handler.js';

@Module({
  imports: [LlmModule, QueueModule, SearchModule, AccountsModule],
  controllers: [AiController],
  providers: [
    SummarizePaperHandler,
    CatalogFactsReader,
    GenerateIntelligenceHandler,
    AutoTagJobs,
    AutoTagWorker,
    AutoTagHandler,
    ChatHandler,
  ],
})
export class AiModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(Queues) private readonly queues: Queues,
    @Inject(AutoTagWorker) private readonly autoTagWorker: AutoTagWorker,
  ) {}

  onModuleInit(): void {
    this.queues.get(AI_TAGGING_QUEUE);
  }

  onApplicationBootstrap(): void {
    this.queues.process<AutoTagJobData, unknown>(AI_TAGGING_QUEUE, (job, signal) => this.autoTagWorker.run(job, signal), 1);
  }
}
