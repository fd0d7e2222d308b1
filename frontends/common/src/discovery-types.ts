import { AI_API, LIBRARY_API } from '@scholarlens/contracts';

/**
 * Discovery types the shared contracts do not carry yet (spec core §3, inst §3); the AI and library ones are re-exported from there.
 * Candidates to move into shared-contracts/src.
 */

/** The AI and library contract types live in shared-contracts (ai.ts, library.ts); re-exported here for the remotes. */
export type {
  AiProvenance,
  Intelligence,
  SummaryResponse,
  Note,
  ChatContext,
  ChatRequest,
  ChatResponse,
  ChatMessage,
  AutoTagRequest,
  AutoTagResponse,
  CitationExportResponse,
} from '@scholarlens/contracts';

export interface SyncResponse {
  message: string;
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

/** Paths of the discovery screens not yet in PAPER_API (the AI and library ones from shared-contracts). */
export const DISCOVERY_API = {
  summary: AI_API.summary,
  intelligence: AI_API.intelligence,
  paperChat: AI_API.paperChat,
  chat: AI_API.chat,
  notes: LIBRARY_API.notes,
  note: LIBRARY_API.note,
  citationExport: LIBRARY_API.citationExport,
  autoTag: AI_API.autoTag,
  liveLatest: '/api/google-scholar/latest?limit=1',
  betaRegister: '/api/beta/register',
} as const;

/** Spec core §9 / inst §9 live-access figures. */
export const LIVE_TOTAL_PAPERS = 160_000_000;
export const BOOKMARKS_STORAGE_KEY = 'scholarlens_bookmarks';
export const CHAT_SUGGESTION_DELAY_MS = 100;
export const SKELETON_CARDS = 5;
