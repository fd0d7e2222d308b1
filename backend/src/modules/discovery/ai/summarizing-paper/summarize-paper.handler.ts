import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AI_MESSAGES, type Paper, type SummaryResponse, parseSummary } from '@scholarlens/contracts';
import { AI_PROVIDER, type AiProvider } from '../../../../platform/ai/llm/ai-provider.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { callProvider } from '../ai-errors.js';
import { toAiPaper } from '../ai-paper.js';
import { AdvisoryLocks } from '../../../../platform/concurrency/advisory-locks.js';
import { MeteredUse, PAPER_NOT_FOUND, PaperByIdQuery, RecordPaperAiResultCommand, type StoredSummary, isFresh, paperIdFromKey } from '../ports.js';
import { SummarizePaperCommand } from './summarize-paper.command.js';

/**
 * POST /api/papers/:id/summary. A summary generated within AI_SUMMARY_REUSE_MS is answered as
 * stored, uncharged and unlimited (idempotent regeneration). Otherwise the plan and the day's
 * usage are checked (free: 3 per UTC day, 429 after), the provider generates, the summary is
 * stored as PaperSummarized, and only then is the use recorded: a provider failure costs nothing.
 */
@CommandHandler(SummarizePaperCommand)
export class SummarizePaperHandler implements ICommandHandler<SummarizePaperCommand> {
  constructor(
    @Inject(AdvisoryLocks) private readonly locks: AdvisoryLocks,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(MeteredUse) private readonly metered: MeteredUse,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private fresh(paper: Paper): boolean {
    const stored = parseSummary(paper.summary) as (StoredSummary & { generatedAt?: string }) | null;
    return isFresh(stored?.generatedAt, new Date().toISOString(), this.config.ai.summaryReuseMs);
  }

  private async paper(paperId: string): Promise<Paper> {
    const paper = await this.queryBus.execute(new PaperByIdQuery(paperId));
    if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
    return paper;
  }

  async execute({ key, userId }: SummarizePaperCommand): Promise<SummaryResponse> {
    const paperId = paperIdFromKey(key);
    if (!paperId) throw new DomainError('not-found', PAPER_NOT_FOUND);
    const paper = await this.paper(paperId);
    if (paper.summary && this.fresh(paper)) return { summary: paper.summary };

    return this.metered.run(userId, 'aiSummary', { unauthenticated: AI_MESSAGES.signInForSummary, forbidden: AI_MESSAGES.summaryLimitReached, 'limit-reached': AI_MESSAGES.summaryLimitReached }, () =>
      this.locks.run(`summary:${paperId}`, async () => {
        // Someone may have generated it while this request waited for its turn.
        const current = await this.paper(paperId);
        if (current.summary && this.fresh(current)) return { value: { summary: current.summary }, charge: false };
        const draft = await callProvider(() => this.ai.summarize(toAiPaper(current)));
        const summary: StoredSummary = {
          keyFindings: draft.keyFindings,
          methodology: draft.methodology,
          impact: draft.impact,
          technicalLevel: draft.technicalLevel,
          confidence: draft.confidence,
          provider: draft.provider,
          model: draft.model,
          generatedAt: new Date().toISOString(),
        };
        const { recorded, paper: after } = await this.commandBus.execute(
          new RecordPaperAiResultCommand(paperId, { type: 'RecordSummary', data: { summary, requestedBy: userId, reuseWithinMs: this.config.ai.summaryReuseMs } }, userId),
        );
        return { value: { summary: after?.summary ?? JSON.stringify(summary) }, charge: recorded };
      }),
    );
  }
}
