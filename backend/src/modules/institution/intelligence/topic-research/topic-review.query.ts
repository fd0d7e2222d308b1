import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AiResearchTopic, aiResearchTopic, type FieldSummaryAnswer, type LiteratureGapsAnswer, type TopicPaperRef } from '@scholarlens/contracts';
import { AI_PROVIDER, type AiPaper, type AiProvider, AiProviderError } from '../../../../platform/ai/llm/ai-provider.port.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { TopicPapers } from './topic-papers.js';

/**
 * GET /api/ai-research/literature-gaps and /summary?topic=: written by the AI provider from the topic's
 * top catalog papers (TopicPapers), each answer naming the provider, the model and the papers read.
 * Cached per process for TOPIC_REVIEW_CACHE_MS per topic and set of papers (a new top paper writes a
 * new text; the same papers reuse it, so switching topics back and forth calls the provider once).
 */
export class LiteratureGapsQuery extends Query<LiteratureGapsAnswer> {
  constructor(readonly topic: AiResearchTopic) {
    super();
  }
}
export class FieldSummaryQuery extends Query<FieldSummaryAnswer> {
  constructor(readonly topic: AiResearchTopic) {
    super();
  }
}

export const TOPIC_REVIEW_CACHE_MS = 3_600_000;
const CACHE_MAX = 100;

const refOf = (p: AiPaper): TopicPaperRef => ({ paperId: p.id, title: p.title });
const labelOf = (topic: AiResearchTopic) => aiResearchTopic(topic)?.label ?? topic;

/** One in-process cache for both texts: key → the answer's promise (concurrent asks share one call). */
class ReviewCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  get<T>(key: string, make: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = make();
    this.entries.set(key, { expires: now + TOPIC_REVIEW_CACHE_MS, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > CACHE_MAX) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
const cache = new ReviewCache();

function providerFailure(e: unknown): never {
  if (e instanceof AiProviderError) throw new DomainError(e.kind === 'unavailable' ? 'unavailable' : 'upstream-failed', `The AI provider (${e.provenance.provider}, ${e.provenance.model}) failed: ${e.message}`);
  throw e;
}

@QueryHandler(LiteratureGapsQuery)
export class LiteratureGapsHandler implements IQueryHandler<LiteratureGapsQuery> {
  constructor(
    @Inject(TopicPapers) private readonly papers: TopicPapers,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
  ) {}

  async execute({ topic }: LiteratureGapsQuery): Promise<LiteratureGapsAnswer> {
    const papers = await this.papers.top(topic);
    const provenance = { provider: this.ai.provider, model: this.ai.modelFor('gaps') };
    if (papers.length === 0) return { topic, gaps: [], basedOn: [], provenance, generatedAt: new Date().toISOString() };
    const key = `gaps:${provenance.provider}:${provenance.model}:${topic}:${papers.map((p) => p.id).join(',')}`;
    return cache.get(key, async () => {
      const draft = await this.ai.literatureGaps({ topic: labelOf(topic), papers }).catch(providerFailure);
      const byId = new Map(papers.map((p) => [p.id, p]));
      return {
        topic,
        gaps: draft.gaps.map((g) => {
          const related = g.relatedPaperIds.map((id) => byId.get(id)).filter((p): p is AiPaper => p !== undefined);
          return {
            topic: labelOf(topic),
            gapType: g.gapType,
            potentialImpact: g.potentialImpact,
            description: g.description,
            suggestedApproach: g.suggestedApproach,
            // The catalog knows authors by name only: the experts are the related papers' authors.
            expertContacts: [...new Set(related.flatMap((p) => p.authors.slice(0, 2)))].slice(0, 4),
            relatedPapers: related.map(refOf),
          };
        }),
        basedOn: papers.map(refOf),
        provenance: { provider: draft.provider, model: draft.model },
        generatedAt: new Date().toISOString(),
      };
    });
  }
}

@QueryHandler(FieldSummaryQuery)
export class FieldSummaryHandler implements IQueryHandler<FieldSummaryQuery> {
  constructor(
    @Inject(TopicPapers) private readonly papers: TopicPapers,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
  ) {}

  async execute({ topic }: FieldSummaryQuery): Promise<FieldSummaryAnswer> {
    const papers = await this.papers.top(topic);
    const provenance = { provider: this.ai.provider, model: this.ai.modelFor('fieldSummary') };
    if (papers.length === 0) return { topic, summary: null, basedOn: [], provenance, generatedAt: new Date().toISOString() };
    const key = `summary:${provenance.provider}:${provenance.model}:${topic}:${papers.map((p) => p.id).join(',')}`;
    return cache.get(key, async () => {
      const draft = await this.ai.fieldSummary({ topic: labelOf(topic), papers }).catch(providerFailure);
      const { provider, model, ...summary } = draft;
      return { topic, summary, basedOn: papers.map(refOf), provenance: { provider, model }, generatedAt: new Date().toISOString() };
    });
  }
}
