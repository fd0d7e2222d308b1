import { BadRequestException, Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type ChatContext, type ChatResponse, type Paper, parseSummary } from '@scholarlens/contracts';
import { AI_PROVIDER, type AiProvider, type ChatSource } from '../../../../platform/ai/llm/ai-provider.port.js';
import { isStopword, words } from '../../../../platform/ai/llm/text.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { callProvider } from '../ai-errors.js';
import { toAiPaper } from '../ai-paper.js';
import { PAPER_NOT_FOUND, PaperByIdQuery, PaperSearchService, PapersByIdsQuery, paperIdFromKey } from '../ports.js';

/** A chat message in a context (nothing is stored: the conversation lives in the browser). */
export class ChatQuery extends Query<ChatResponse> {
  constructor(
    readonly message: string,
    readonly context: ChatContext,
    /** The paper of POST /api/papers/:id/chat (used by the paper context). */
    readonly paperKey: string | null,
    readonly paperIds: readonly string[] | undefined,
  ) {
    super();
  }
}

const GENERAL_SOURCES = 5;
/** Question words that say nothing about the topic. */
const CHAT_FILLER = new Set(['tell', 'explain', 'give', 'find', 'show', 'papers', 'paper', 'latest', 'good', 'suggest', 'know', 'please', 'write']);

const bad = (field: string, message: string) => new BadRequestException({ message: `${field}: ${message}`, errors: { [field]: [message] } });

/**
 * Chat (spec core §2, §4): the sources are the paper (paper context), the collection's papers as
 * the client sent them (collection), or the catalog's best hybrid-search matches for the message
 * (general); the provider answers from them.
 */
@QueryHandler(ChatQuery)
export class ChatHandler implements IQueryHandler<ChatQuery> {
  private readonly logger = new Logger('Chat');

  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(PaperSearchService) private readonly search: PaperSearchService,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
  ) {}

  async execute({ message, context, paperKey, paperIds }: ChatQuery): Promise<ChatResponse> {
    const text = message.trim();
    if (!text) throw bad('message', 'must not be blank');
    const papers = await this.sources(text, context, paperKey, paperIds);
    const sources: ChatSource[] = papers.map((paper) => {
      const findings = parseSummary(paper.summary)?.keyFindings;
      return { paper: toAiPaper(paper), keyFindings: Array.isArray(findings) ? findings : findings ? [findings] : undefined };
    });
    const draft = await callProvider(() => this.ai.chat({ scope: context, message: text, sources }));
    return { response: draft.response, suggestions: draft.suggestions, provider: draft.provider, model: draft.model };
  }

  private async sources(message: string, context: ChatQuery['context'], paperKey: string | null, paperIds: readonly string[] | undefined): Promise<Paper[]> {
    if (context === 'paper') {
      if (!paperKey) throw bad('context', "'paper' needs a paper: use POST /api/papers/:id/chat");
      const id = paperIdFromKey(paperKey);
      const paper = id ? await this.queryBus.execute(new PaperByIdQuery(id)) : null;
      if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
      return [paper];
    }
    if (context === 'collection') {
      const ids = [...new Set((paperIds ?? []).map((k) => paperIdFromKey(k)).filter((id): id is string => id !== null))];
      if (ids.length === 0) throw bad('paperIds', 'the collection context needs the ids of the collection’s papers');
      const papers = await this.queryBus.execute(new PapersByIdsQuery(ids));
      if (papers.length === 0) throw bad('paperIds', 'none of these papers is in the catalog');
      return papers;
    }
    // General: the catalog's best matches for the message's content words.
    const q = words(message)
      .filter((w) => !isStopword(w) && !/^\d/.test(w) && !CHAT_FILLER.has(w))
      .slice(0, 12)
      .join(' ');
    if (!q) return [];
    try {
      return await this.search.search(q, { limit: GENERAL_SOURCES });
    } catch (err) {
      this.logger.warn(`General chat retrieval failed for "${q}": ${(err as Error).message}`);
      return [];
    }
  }
}
