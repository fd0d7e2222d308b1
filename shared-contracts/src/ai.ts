/** The AI features' contract (spec core §3, §7, §8): summary, research intelligence, tags, chat. */

/** Which provider and model produced an AI result (every AI answer records this). */
export interface AiProvenance {
  /** `openai` (an OpenAI-compatible endpoint) or `local` (the embedded, offline providers). */
  provider?: string;
  model?: string;
}

/** The provider name of the embedded offline providers; the UI labels their results "Local AI". */
export const LOCAL_AI_PROVIDER = 'local';

/** "Local AI · extractive summary (wink-eng-lite-web-model)" or "OpenAI · gpt-4o-mini": how the UI names a result's origin. */
export function aiProvenanceLabel(p: AiProvenance | null | undefined): string | null {
  if (!p || (!p.provider && !p.model)) return null;
  const who = p.provider === LOCAL_AI_PROVIDER ? 'Local AI' : p.provider === 'openai' ? 'OpenAI' : (p.provider ?? 'AI');
  return [who, p.model].filter(Boolean).join(' · ');
}

/** Answer of POST /api/papers/:id/summary; `summary` is the JSON text stored in Paper.summary (see Summary). */
export interface SummaryResponse {
  summary: string;
}

export const CITATION_POTENTIALS = ['high', 'medium', 'low'] as const;
export type CitationPotential = (typeof CITATION_POTENTIALS)[number];

/** Answer of POST /api/papers/:id/intelligence (spec core §3), also Paper.intelligence once stored. */
export interface Intelligence extends AiProvenance {
  keyFindings: string[];
  /** 0..100 */
  impactScore: number;
  citationPotential: CitationPotential | string;
  methodologyType: string;
  collaborationOpportunities: string[];
  researchTrends: string[];
  /** ISO instant it was generated. */
  generatedAt?: string;
}

/** Body of POST /api/papers/auto-tag (optional): how many untagged papers to tag, 1..100 (default 20). */
export interface AutoTagRequest {
  batchSize?: number;
}

export interface AutoTagResponse {
  taggedPapers: number;
}

export const CHAT_CONTEXTS = ['paper', 'collection', 'general'] as const;
export type ChatContext = (typeof CHAT_CONTEXTS)[number];

/** Body of POST /api/papers/:id/chat and POST /api/ai/chat. */
export interface ChatRequest {
  message: string;
  context: ChatContext;
  /** Only with context 'collection': the ids of the collection's papers (the bookmarks or the feed). */
  paperIds?: string[];
}

export interface ChatResponse extends AiProvenance {
  response: string;
  suggestions?: string[];
}

export interface ChatMessage extends AiProvenance {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: number;
  suggestions?: string[];
}

/** Limits the server enforces on AI requests. */
export const AI_LIMITS = {
  chatMessageMaxLength: 2000,
  collectionMaxPapers: 50,
  autoTagDefaultBatch: 20,
  autoTagMaxBatch: 100,
} as const;

/** Server messages of the AI features (spec core §6, §9: free plan, 3 AI summaries per UTC day). */
export const AI_MESSAGES = {
  signInForSummary: 'Sign in to generate AI summaries',
  summaryLimitReached:
    'Daily limit reached: the Free plan includes 3 AI summaries per day (UTC). Upgrade to Pro for unlimited summaries.',
  /** Shown on the AI Analysis button's place when today's free summaries are used up (no request is sent). */
  noSummariesLeft: 'No free AI summaries left today',
  aiUnavailable: 'The AI service is unavailable right now. Nothing was charged; please try again later.',
  aiFailed: 'The AI service failed to answer. Nothing was charged; please try again.',
} as const;

export const AI_API = {
  summary: (id: string) => `/api/papers/${encodeURIComponent(id)}/summary`,
  intelligence: (id: string) => `/api/papers/${encodeURIComponent(id)}/intelligence`,
  paperChat: (id: string) => `/api/papers/${encodeURIComponent(id)}/chat`,
  chat: '/api/ai/chat',
  autoTag: '/api/papers/auto-tag',
} as const;
