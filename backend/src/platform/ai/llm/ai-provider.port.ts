/**
 * The AI provider port (docs/ARCHITECTURE.md §8): the text-generation capabilities the AI features use.
 * Adapters: `OpenAiProvider` (any OpenAI-compatible chat-completions endpoint through the `openai`
 * SDK, JSON-schema structured outputs) and `LocalAiProvider` (embedded, deterministic, offline:
 * extractive summaries, keyphrase tags, intelligence from catalog facts, retrieval-based chat).
 * Every result carries `provider` and `model`, which the caller stores with it.
 *
 * The port holds no business rules (plans, limits, storage): callers gather the inputs (the paper,
 * catalog facts, retrieved passages) and decide what to do with the result.
 */

/** The paper fields a provider reads. */
export interface AiPaper {
  id: string;
  title: string;
  abstract: string;
  authors: string[];
  categories: string[];
  publishedDate: string;
}

export interface Provenance {
  provider: string;
  model: string;
}

export interface SummaryDraft extends Provenance {
  keyFindings: string[];
  methodology: string;
  impact: string;
  technicalLevel: string;
  /** 0..1 */
  confidence: number;
}

export interface TagsDraft extends Provenance {
  tags: string[];
}

/** What the catalog knows around a paper, measured (not guessed) by the caller. */
export interface CatalogFacts {
  /** Catalog papers matching the paper's key phrases (the paper itself excluded), and the best few. */
  relatedPapers: { count: number; capped: boolean; phrases: string[]; top: { id: string; title: string }[] };
  /** Per category of the paper: papers published in the window ending at `windowEnd` and in the window before it. */
  categoryGrowth: { category: string; recent: number; previous: number; windowDays: number; windowEnd: string }[];
  /** Authors of the paper with other catalog papers, their number, and the co-authors met there. */
  coAuthors: { author: string; otherPapers: number; collaborators: string[] }[];
  /** Papers in the catalog. */
  catalogSize: number;
}

export interface IntelligenceDraft extends Provenance {
  keyFindings: string[];
  impactScore: number;
  citationPotential: 'high' | 'medium' | 'low';
  methodologyType: string;
  collaborationOpportunities: string[];
  researchTrends: string[];
}

export type ChatScope = 'paper' | 'collection' | 'general';

/** A paper the answer may draw on, with what the caller retrieved of it. */
export interface ChatSource {
  paper: AiPaper;
  /** The stored summary's key findings, when there is one. */
  keyFindings?: string[];
}

export interface ChatInput {
  scope: ChatScope;
  message: string;
  /** Paper context: the paper; collection: its papers; general: the catalog's best matches for the message. */
  sources: ChatSource[];
}

export interface ChatDraft extends Provenance {
  response: string;
  suggestions: string[];
}

/** A course to outline: its title and description, and the papers to teach (the instructor's first, then related ones). */
export interface CourseOutlineInput {
  title: string;
  description: string | null;
  papers: AiPaper[];
}

/** One weekly module: its reading list names papers of the input only. */
export interface CourseModuleDraft {
  title: string;
  objectives: string[];
  paperIds: string[];
  assignment: string;
}

export interface CourseOutlineDraft extends Provenance {
  modules: CourseModuleDraft[];
}

/** A research topic and its top catalog papers (the caller chose and ordered them), for gaps and a field summary. */
export interface TopicInput {
  topic: string;
  papers: AiPaper[];
}

/** One gap in a topic's literature; relatedPaperIds name papers of the input only. */
export interface LiteratureGapDraft {
  gapType: 'methodology' | 'application' | 'theory' | 'empirical';
  potentialImpact: 'high' | 'medium' | 'low';
  description: string;
  suggestedApproach: string;
  relatedPaperIds: string[];
}

export interface LiteratureGapsDraft extends Provenance {
  gaps: LiteratureGapDraft[];
}

export interface FieldSummaryDraft extends Provenance {
  overview: string;
  keyFindings: string[];
  methodologies: string[];
  futureDirections: string[];
  recommendations: string[];
}

export interface AiProvider {
  /** `openai` or `local`. */
  readonly provider: string;
  /** The model answering (for the local provider, one name per capability: see `modelFor`). */
  modelFor(capability: 'summary' | 'tags' | 'intelligence' | 'chat' | 'course' | 'gaps' | 'fieldSummary'): string;
  summarize(paper: AiPaper): Promise<SummaryDraft>;
  tag(paper: AiPaper): Promise<TagsDraft>;
  intelligence(paper: AiPaper, facts: CatalogFacts): Promise<IntelligenceDraft>;
  chat(input: ChatInput): Promise<ChatDraft>;
  /** Weekly modules (title, objectives, reading list, assignment) teaching the given papers. */
  outlineCourse(input: CourseOutlineInput): Promise<CourseOutlineDraft>;
  /** Gaps in a topic's literature (methodology, application, theory, empirical), from its papers. */
  literatureGaps(input: TopicInput): Promise<LiteratureGapsDraft>;
  /** An overview of a field from its papers: findings, methods, future directions, what to read. */
  fieldSummary(input: TopicInput): Promise<FieldSummaryDraft>;
}

/** Nest token of the configured AiProvider. */
export const AI_PROVIDER = Symbol('AI_PROVIDER');

/**
 * The provider failed: `unavailable` (cannot be reached, timed out, rate-limited: HTTP 503) or
 * `failed` (answered with an error or with something unusable: HTTP 502).
 */
export class AiProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'failed',
    message: string,
    readonly provenance: Provenance,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }

  get status(): 502 | 503 {
    return this.kind === 'unavailable' ? 503 : 502;
  }
}
