/**
 * AiProvider over any OpenAI-compatible chat-completions endpoint, through the `openai` SDK
 * (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL): every capability asks for a JSON-schema
 * structured output (`response_format: json_schema`, strict), with a timeout and bounded retries.
 * Failures become AiProviderError: `unavailable` (no connection, timeout, 429, 503) or `failed`
 * (any other error answer, or an answer that does not fit the schema).
 */
import OpenAI from 'openai';
import {
  type AiPaper,
  type AiProvider,
  AiProviderError,
  type CatalogFacts,
  type ChatDraft,
  type ChatInput,
  type CourseModuleDraft,
  type CourseOutlineDraft,
  type CourseOutlineInput,
  type FieldSummaryDraft,
  type IntelligenceDraft,
  type LiteratureGapDraft,
  type LiteratureGapsDraft,
  type SummaryDraft,
  type TopicInput,
  type TagsDraft,
} from './ai-provider.port.js';

export interface OpenAiProviderOptions {
  apiKey: string;
  baseUrl?: string | null;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

export const OPENAI_PROVIDER = 'openai';

type JsonSchema = Record<string, unknown>;

const str = { type: 'string' } as const;
const strList = { type: 'array', items: { type: 'string' } } as const;
const object = (properties: Record<string, unknown>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

export const SCHEMAS = {
  summary: object({
    keyFindings: strList,
    methodology: str,
    impact: str,
    technicalLevel: { type: 'string', enum: ['Introductory', 'Intermediate', 'Advanced', 'Expert'] },
    confidence: { type: 'number' },
  }),
  tags: object({ tags: strList }),
  intelligence: object({
    keyFindings: strList,
    impactScore: { type: 'number' },
    citationPotential: { type: 'string', enum: ['high', 'medium', 'low'] },
    methodologyType: str,
    collaborationOpportunities: strList,
    researchTrends: strList,
  }),
  chat: object({ response: str, suggestions: strList }),
  course: object({
    modules: { type: 'array', items: object({ title: str, objectives: strList, paperIds: strList, assignment: str }) },
  }),
  gaps: object({
    gaps: {
      type: 'array',
      items: object({
        gapType: { type: 'string', enum: ['methodology', 'application', 'theory', 'empirical'] },
        potentialImpact: { type: 'string', enum: ['high', 'medium', 'low'] },
        description: str,
        suggestedApproach: str,
        relatedPaperIds: strList,
      }),
    },
  }),
  fieldSummary: object({ overview: str, keyFindings: strList, methodologies: strList, futureDirections: strList, recommendations: strList }),
} as const;

const SYSTEM =
  'You are ScholarLens, a careful research assistant. Use only the information given to you (paper metadata, abstracts, ' +
  'catalog facts). Never invent numbers, results, citations or author names; when the input does not say something, say so. ' +
  'Answer in English.';

function paperBlock(p: AiPaper): string {
  return [
    `Title: ${p.title}`,
    `Authors: ${p.authors.join(', ') || 'unknown'}`,
    `Categories: ${p.categories.join(', ')}`,
    `Published: ${p.publishedDate}`,
    `Abstract: ${p.abstract}`,
  ].join('\n');
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : []);

export class OpenAiProvider implements AiProvider {
  readonly provider = OPENAI_PROVIDER;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiProviderOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? undefined,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  modelFor(): string {
    return this.options.model;
  }

  private get provenance() {
    return { provider: this.provider, model: this.options.model };
  }

  /** One structured-output completion, parsed; errors mapped to AiProviderError. */
  async complete(name: keyof typeof SCHEMAS, user: string, maxTokens = 900): Promise<Record<string, unknown>> {
    let content: string | null | undefined;
    try {
      const res = await this.client.chat.completions.create({
        model: this.options.model,
        temperature: 0.2,
        max_tokens: maxTokens,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: SCHEMAS[name] } },
      });
      const choice = res.choices?.[0];
      if (choice?.message?.refusal) throw new AiProviderError('failed', `The model refused: ${choice.message.refusal}`, this.provenance);
      content = choice?.message?.content;
    } catch (err) {
      throw this.mapError(err);
    }
    if (!content) throw new AiProviderError('failed', 'The model answered no content', this.provenance);
    try {
      const value = JSON.parse(content) as unknown;
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      return value as Record<string, unknown>;
    } catch {
      throw new AiProviderError('failed', 'The model answered something that is not the JSON asked for', this.provenance);
    }
  }

  private mapError(err: unknown): AiProviderError {
    if (err instanceof AiProviderError) return err;
    const where = `${this.options.model}${this.options.baseUrl ? ` at ${new URL(this.options.baseUrl).host}` : ''}`;
    if (err instanceof OpenAI.APIConnectionTimeoutError) return new AiProviderError('unavailable', `The AI endpoint (${where}) timed out`, this.provenance);
    if (err instanceof OpenAI.APIConnectionError) return new AiProviderError('unavailable', `The AI endpoint (${where}) cannot be reached`, this.provenance);
    if (err instanceof OpenAI.APIError) {
      const status = err.status ?? 0;
      const kind = status === 429 || status === 503 || status === 504 ? 'unavailable' : 'failed';
      return new AiProviderError(kind, `The AI endpoint (${where}) answered ${status || 'an error'}: ${err.message}`, this.provenance);
    }
    return new AiProviderError('failed', `The AI request failed: ${(err as Error)?.message ?? String(err)}`, this.provenance);
  }

  async summarize(paper: AiPaper): Promise<SummaryDraft> {
    const v = await this.complete(
      'summary',
      `Summarize this paper for a researcher. keyFindings: 2-4 short findings stated in the abstract. methodology: one or two sentences. ` +
        `impact: one or two sentences on the likely impact, as the abstract supports it. technicalLevel: how specialised the text is. ` +
        `confidence: 0..1, how fully the abstract supports this summary.\n\n${paperBlock(paper)}`,
    );
    const keyFindings = strings(v.keyFindings);
    if (keyFindings.length === 0 || typeof v.methodology !== 'string' || typeof v.impact !== 'string') {
      throw new AiProviderError('failed', 'The model answered a summary without findings, methodology or impact', this.provenance);
    }
    return {
      keyFindings,
      methodology: v.methodology,
      impact: v.impact,
      technicalLevel: typeof v.technicalLevel === 'string' ? v.technicalLevel : 'Intermediate',
      confidence: Math.round(clamp(Number(v.confidence) || 0, 0, 1) * 100) / 100,
      ...this.provenance,
    };
  }

  async tag(paper: AiPaper): Promise<TagsDraft> {
    const v = await this.complete('tags', `Give 3 to 5 short lower-case topic tags (1-3 words each) for this paper.\n\n${paperBlock(paper)}`, 200);
    const tags = [...new Set(strings(v.tags).map((t) => t.toLowerCase().slice(0, 60)))].slice(0, 5);
    if (tags.length === 0) throw new AiProviderError('failed', 'The model answered no tags', this.provenance);
    return { tags, ...this.provenance };
  }

  async intelligence(paper: AiPaper, facts: CatalogFacts): Promise<IntelligenceDraft> {
    const v = await this.complete(
      'intelligence',
      `Assess this paper's research position. Use the catalog facts below for every figure you mention (related papers, category ` +
        `growth, co-authors); do not invent others. impactScore: 0-100 estimate. citationPotential: high, medium or low. ` +
        `collaborationOpportunities: concrete, from the co-author and related-paper facts. researchTrends: from the category facts.\n\n` +
        `${paperBlock(paper)}\n\nCatalog facts (JSON): ${JSON.stringify(facts)}`,
      1200,
    );
    const potential = v.citationPotential === 'high' || v.citationPotential === 'medium' || v.citationPotential === 'low' ? v.citationPotential : 'medium';
    return {
      keyFindings: strings(v.keyFindings),
      impactScore: Math.round(clamp(Number(v.impactScore) || 0, 0, 100)),
      citationPotential: potential,
      methodologyType: typeof v.methodologyType === 'string' && v.methodologyType ? v.methodologyType : 'Not stated',
      collaborationOpportunities: strings(v.collaborationOpportunities),
      researchTrends: strings(v.researchTrends),
      ...this.provenance,
    };
  }

  async chat(input: ChatInput): Promise<ChatDraft> {
    const context =
      input.sources.length === 0
        ? 'No catalog papers matched; say so and suggest how to rephrase.'
        : input.sources
            .map((s, i) => `[${i + 1}] ${paperBlock(s.paper)}${s.keyFindings?.length ? `\nStored key findings: ${s.keyFindings.join(' | ')}` : ''}`)
            .join('\n\n');
    const scope =
      input.scope === 'paper' ? 'the paper below' : input.scope === 'collection' ? "the papers of the user's collection below" : 'the catalog papers below, which matched the question';
    const v = await this.complete(
      'chat',
      `Answer the user's question from ${scope}; name the paper titles you draw on. Then give 2-3 short follow-up questions as suggestions.\n\n` +
        `${context}\n\nQuestion: ${input.message}`,
      900,
    );
    if (typeof v.response !== 'string' || !v.response.trim()) throw new AiProviderError('failed', 'The model answered an empty reply', this.provenance);
    return { response: v.response.trim(), suggestions: strings(v.suggestions).slice(0, 3), ...this.provenance };
  }

  async outlineCourse(input: CourseOutlineInput): Promise<CourseOutlineDraft> {
    const papers = input.papers.map((p) => `[${p.id}]\n${paperBlock(p)}`).join('\n\n');
    const v = await this.complete(
      'course',
      `Design a university course as weekly modules teaching the papers below (the first ones are the instructor's choice). ` +
        `Each module: a title, 2-5 learning objectives a student can be assessed on, paperIds (the bracketed ids of the papers it reads, ` +
        `each paper in exactly one module, in reading order) and one assignment. Use only what the abstracts say.\n\n` +
        `Course: ${input.title}\nDescription: ${input.description ?? 'none given'}\n\n${papers}`,
      3000,
    );
    const known = new Set(input.papers.map((p) => p.id));
    const placed = new Set<string>();
    const modules: CourseModuleDraft[] = [];
    for (const m of Array.isArray(v.modules) ? (v.modules as Record<string, unknown>[]) : []) {
      // A paper the model invented, or placed twice, is dropped: a reading list names catalog papers once.
      const paperIds = strings(m?.paperIds).filter((id) => known.has(id) && !placed.has(id));
      for (const id of paperIds) placed.add(id);
      if (typeof m?.title !== 'string' || !m.title.trim() || typeof m.assignment !== 'string') continue;
      modules.push({ title: m.title.trim(), objectives: strings(m.objectives), paperIds, assignment: m.assignment.trim() });
    }
    if (modules.length === 0) throw new AiProviderError('failed', 'The model answered a course without modules', this.provenance);
    return { modules, ...this.provenance };
  }

  async literatureGaps(input: TopicInput): Promise<LiteratureGapsDraft> {
    if (input.papers.length === 0) return { gaps: [], ...this.provenance };
    const v = await this.complete(
      'gaps',
      `Identify 2-6 gaps in the literature of ${input.topic} from the papers below (the most-read in our catalog). gapType: methodology, ` +
        `application, theory or empirical. potentialImpact: high, medium or low. Each gap: a description grounded in what the abstracts say ` +
        `or leave out, a suggested approach, and relatedPaperIds (the bracketed ids of the papers it concerns).\n\n` +
        input.papers.map((p) => `[${p.id}]\n${paperBlock(p)}`).join('\n\n'),
      2000,
    );
    const known = new Set(input.papers.map((p) => p.id));
    const types = new Set(['methodology', 'application', 'theory', 'empirical']);
    const impacts = new Set(['high', 'medium', 'low']);
    const gaps: LiteratureGapDraft[] = [];
    for (const g of Array.isArray(v.gaps) ? (v.gaps as Record<string, unknown>[]) : []) {
      if (typeof g?.description !== 'string' || !g.description.trim() || !types.has(String(g.gapType))) continue;
      gaps.push({
        gapType: g.gapType as LiteratureGapDraft['gapType'],
        potentialImpact: impacts.has(String(g.potentialImpact)) ? (g.potentialImpact as LiteratureGapDraft['potentialImpact']) : 'medium',
        description: g.description.trim(),
        suggestedApproach: typeof g.suggestedApproach === 'string' ? g.suggestedApproach.trim() : '',
        // Ids the model invented are dropped: a gap names catalog papers only.
        relatedPaperIds: strings(g.relatedPaperIds).filter((id) => known.has(id)),
      });
    }
    return { gaps, ...this.provenance };
  }

  async fieldSummary(input: TopicInput): Promise<FieldSummaryDraft> {
    const v = await this.complete(
      'fieldSummary',
      `Summarise the field of ${input.topic} from the papers below (the most-read in our catalog): an overview, key findings (name the ` +
        `paper of each), the methodologies they use, future directions the abstracts point to, and recommendations of what to read first ` +
        `and why. Use only what the abstracts say.\n\n${input.papers.map(paperBlock).join('\n\n')}`,
      1800,
    );
    if (typeof v.overview !== 'string' || !v.overview.trim()) throw new AiProviderError('failed', 'The model answered a summary without an overview', this.provenance);
    return {
      overview: v.overview.trim(),
      keyFindings: strings(v.keyFindings),
      methodologies: strings(v.methodologies),
      futureDirections: strings(v.futureDirections),
      recommendations: strings(v.recommendations),
      ...this.provenance,
    };
  }
}
