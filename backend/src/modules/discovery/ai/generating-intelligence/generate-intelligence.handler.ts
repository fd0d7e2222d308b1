import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Intelligence, Paper } from '@scholarlens/contracts';
import { AI_PROVIDER, type AiProvider } from '../../../../platform/ai/llm/ai-provider.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { callProvider } from '../ai-errors.js';
import { toAiPaper } from '../ai-paper.js';
import { AdvisoryLocks } from '../../../../platform/concurrency/advisory-locks.js';
import { PAPER_NOT_FOUND, PaperByIdQuery, RecordPaperAiResultCommand, type StoredIntelligence, isFresh, paperIdFromKey } from '../ports.js';
import { CatalogFactsReader } from './catalog-facts.js';
import { GenerateIntelligenceCommand } from './generate-intelligence.command.js';

/**
 * POST /api/papers/:id/intelligence: stored intelligence younger than AI_INTELLIGENCE_REUSE_MS is
 * answered as is; otherwise the catalog facts are measured, the provider writes the intelligence,
 * and it is stored as PaperIntelligenceGenerated (one generation per paper at a time).
 */
@CommandHandler(GenerateIntelligenceCommand)
export class GenerateIntelligenceHandler implements ICommandHandler<GenerateIntelligenceCommand> {
  constructor(
    @Inject(AdvisoryLocks) private readonly locks: AdvisoryLocks,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(CatalogFactsReader) private readonly facts: CatalogFactsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private stored(paper: Paper): Intelligence | null {
    const i = paper.intelligence;
    return i && isFresh(i.generatedAt, new Date().toISOString(), this.config.ai.intelligenceReuseMs) ? i : null;
  }

  async execute({ key, userId }: GenerateIntelligenceCommand): Promise<Intelligence> {
    const paperId = paperIdFromKey(key);
    if (!paperId) throw new DomainError('not-found', PAPER_NOT_FOUND);
    return this.locks.run(`intelligence:${paperId}`, async () => {
      const paper = await this.queryBus.execute(new PaperByIdQuery(paperId));
      if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
      const stored = this.stored(paper);
      if (stored) return stored;
      const facts = await this.facts.of(paper);
      const draft = await callProvider(() => this.ai.intelligence(toAiPaper(paper), facts));
      const intelligence: StoredIntelligence = { ...draft, generatedAt: new Date().toISOString() };
      const { paper: after } = await this.commandBus.execute(
        new RecordPaperAiResultCommand(
          paperId,
          { type: 'RecordIntelligence', data: { intelligence, requestedBy: userId, reuseWithinMs: this.config.ai.intelligenceReuseMs } },
          userId,
        ),
      );
      return after?.intelligence ?? intelligence;
    });
  }
}
