/**
 * Discovery types the shared contracts do not carry yet (spec core §3, inst §3).
 * Candidates to move into shared-contracts/src.
 */

/** Which AI provider and model produced a result (every AI answer records this). */
export interface AiProvenance {
  provider?: string;
  model?: string;
}

/** Answer of POST /api/papers/:id/intelligence (spec core §3). */
export interface Intelligence extends AiProvenance {
  keyFindings: string[];
  /** 0..100 */
  impactScore: number;
  citationPotential: 'high' | 'medium' | 'low' | string;
  methodologyType: string;
  collaborationOpportunities: string[];
  researchTrends: string[];
}

/** Answer of POST /api/papers/:id/summary. `summary` is the JSON text stored in Paper.summary. */
export interface SummaryResponse {
  summary: string;
}

/** GET /api/papers/:id/notes items (spec core §3). */
export interface Note {
  id: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export type ChatContext = 'paper' | 'collection' | 'general';

/** Body of POST /api/papers/:id/chat and POST /api/ai/chat. */
export interface ChatRequest {
  message: string;
  context: ChatContext;
  /** Only with context 'collection': the ids of the collection's papers. */
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

export interface SyncResponse {
  message: string;
}

export interface AutoTagResponse {
  taggedPapers: number;
}

/** Beta registration (inst §3); POST /api/beta/register. */
export const BETA_ROLES = [
  { value: 'professor', label: 'Professor' },
  { value: 'researcher', label: 'Researcher' },
  { value: 'student', label: 'Student' },
  { value: 'admin', label: 'Administrator' },
] as const;
export type BetaRole = (typeof BETA_ROLES)[number]['value'];

export interface BetaRegistration {
  name: string;
  email: string;
  institution: string;
  role: BetaRole;
  researchInterests: string[];
  expectedUsage: string;
  hearAboutUs: string;
}

/** Paths of the discovery screens not yet in PAPER_API. */
export const DISCOVERY_API = {
  summary: (id: string) => `/api/papers/${encodeURIComponent(id)}/summary`,
  intelligence: (id: string) => `/api/papers/${encodeURIComponent(id)}/intelligence`,
  paperChat: (id: string) => `/api/papers/${encodeURIComponent(id)}/chat`,
  chat: '/api/ai/chat',
  notes: (paperId: string) => `/api/papers/${encodeURIComponent(paperId)}/notes`,
  note: (noteId: string) => `/api/notes/${encodeURIComponent(noteId)}`,
  autoTag: '/api/papers/auto-tag',
  liveLatest: '/api/google-scholar/latest?limit=1',
  betaRegister: '/api/beta/register',
} as const;

/** Spec core §9 / inst §9 live-access figures. */
export const LIVE_TOTAL_PAPERS = 160_000_000;
export const BOOKMARKS_STORAGE_KEY = 'scholarlens_bookmarks';
export const CHAT_SUGGESTION_DELAY_MS = 100;
export const SKELETON_CARDS = 5;
