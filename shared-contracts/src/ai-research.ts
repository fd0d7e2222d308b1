/**
 * The AI research assistant (spec inst §2 "AI research assistant", §3 paper recommendation, §7
 * /api/ai-research/*, §9): recommendations for the signed-in user from their own activity.
 */
import type { AiProvenance } from './ai.js';
import type { TrendWindow } from './research.js';

export const AI_RESEARCH_API = {
  recommendations: '/api/ai-research/recommendations',
  refreshRecommendations: '/api/ai-research/refresh-recommendations',
  trends: '/api/ai-research/trends',
  literatureGaps: '/api/ai-research/literature-gaps',
  summary: '/api/ai-research/summary',
  grants: '/api/ai-research/grants',
} as const;

/** How many recommendations the assistant answers at most; how many of the user's papers form their profile. */
export const RECOMMENDATIONS_LIMIT = 10;
export const PROFILE_PAPERS = 50;
/** trendingScore = min(100, TRENDING_POINTS_PER_VIEW × views by signed-in readers in the last TRENDING_VIEW_DAYS days). */
export const TRENDING_VIEW_DAYS = 7;
export const TRENDING_POINTS_PER_VIEW = 20;

/** Spec inst §3 "Paper recommendation". */
export interface PaperRecommendation {
  paperId: string;
  title: string;
  authors: string[];
  category: string;
  publishedDate: string;
  /** No citation source is read here: null. */
  citationCount: number | null;
  /** Cosine similarity to the user's profile (the mean of their papers' embeddings) × 100, rounded. */
  relevanceScore: number;
  /** The user's papers it is closest to, by name. */
  reasonings: string[];
  trendingScore: number;
}

/**
 * GET /api/ai-research/recommendations (and POST …/refresh-recommendations, which recomputes):
 * `no-activity` until the user has opened, noted, shared or bookmarked a paper; `not-embedded` while
 * none of those papers has an embedding; `index-loading` while the vector index loads.
 */
export interface RecommendationsAnswer {
  status: 'ready' | 'no-activity' | 'not-embedded' | 'index-loading';
  recommendations: PaperRecommendation[];
  /** How many of the user's papers the profile was built from. */
  basedOn: number;
  /** The embedding model that ranked them. */
  provenance: AiProvenance;
}

/** Spec inst §2, §8 strings, verbatim. */
export const AI_RESEARCH_MESSAGES = {
  refreshed: 'Recommendations updated with latest research!',
  refreshFailed: 'Failed to refresh recommendations',
  noRecommendations: 'No recommendations available yet',
} as const;

/** Spec inst §9: relevance 90 or more green, 80 blue, 70 yellow, otherwise orange; 'Trending' above 70. */
export function relevanceColour(score: number): 'green' | 'blue' | 'yellow' | 'orange' {
  return score >= 90 ? 'green' : score >= 80 ? 'blue' : score >= 70 ? 'yellow' : 'orange';
}
export const TRENDING_BADGE_ABOVE = 70;

/**
 * Spec inst §2: the assistant's topic select, its values verbatim. Each names the arXiv categories
 * its catalog papers carry (the first is the one the network viewer opens) and the words grants are
 * searched and matched by.
 */
export const AI_RESEARCH_TOPICS = [
  { id: 'machine-learning', label: 'Machine Learning', categories: ['cs.LG', 'stat.ML'], terms: ['machine learning', 'deep learning', 'neural network'] },
  { id: 'computer-vision', label: 'Computer Vision', categories: ['cs.CV'], terms: ['computer vision', 'image analysis', 'image recognition'] },
  { id: 'natural-language', label: 'Natural Language Processing', categories: ['cs.CL'], terms: ['natural language processing', 'language model', 'text mining'] },
  { id: 'robotics', label: 'Robotics', categories: ['cs.RO'], terms: ['robotics', 'robot', 'autonomous'] },
  { id: 'quantum-computing', label: 'Quantum Computing', categories: ['quant-ph'], terms: ['quantum computing', 'quantum', 'qubit'] },
  { id: 'bioinformatics', label: 'Bioinformatics', categories: ['q-bio.QM', 'q-bio.GN', 'q-bio.MN', 'q-bio.BM'], terms: ['bioinformatics', 'genomics', 'computational biology'] },
] as const;
export type AiResearchTopic = (typeof AI_RESEARCH_TOPICS)[number]['id'];
export const AI_RESEARCH_TOPIC_IDS = AI_RESEARCH_TOPICS.map((t) => t.id) as AiResearchTopic[];
export const DEFAULT_AI_RESEARCH_TOPIC: AiResearchTopic = 'machine-learning';
export function aiResearchTopic(id: string) {
  return AI_RESEARCH_TOPICS.find((t) => t.id === id);
}

/** How many of a topic's catalog papers the AI reads for gaps and summary (most read by signed-in users, then newest). */
export const TOPIC_TOP_PAPERS = 8;
/** The trends window when the research-trends computation has none: days up to the catalog's newest paper. */
export const TOPIC_TREND_DAYS = 30;

/** Spec inst §3 "Research trend (AI assistant)", for one arXiv category of the topic, measured in the catalog. */
export interface TopicResearchTrend {
  /** The category's name and code, e.g. "Computer Vision and Pattern Recognition (cs.CV)". */
  topic: string;
  category: string;
  /** Percent growth of the category's papers, recent window over the previous; null when the previous window has none. */
  growth: number | null;
  /** Catalog papers of the category published in the recent window. */
  relatedPapers: number;
  previousPapers: number;
  timeframe: string;
  /** The research-trends computation's keywords of the category (title terms rising in it); [] when it has none. */
  emergingKeywords: string[];
  /** The catalog records no affiliations: always [] (shown as "—"). */
  leadingInstitutions: string[];
  /** Categories it is co-published with in the recent window, with the number of papers carrying both. */
  collaborationOpportunities: string[];
}

/** GET /api/ai-research/trends?topic= */
export interface TopicTrendsAnswer {
  topic: AiResearchTopic;
  trends: TopicResearchTrend[];
  window: TrendWindow | null;
  /** Where the figures come from, in words. */
  source: string;
}

/** A catalog paper an AI text was written from. */
export interface TopicPaperRef {
  paperId: string;
  title: string;
}

/** Spec inst §3 "Literature gap". relatedPapers name catalog papers; expertContacts are their authors (the catalog has names only). */
export interface LiteratureGap {
  topic: string;
  gapType: 'methodology' | 'application' | 'theory' | 'empirical';
  potentialImpact: 'high' | 'medium' | 'low';
  description: string;
  suggestedApproach: string;
  expertContacts: string[];
  relatedPapers: TopicPaperRef[];
}

/** GET /api/ai-research/literature-gaps?topic=: written by the AI provider from the topic's top catalog papers. */
export interface LiteratureGapsAnswer {
  topic: AiResearchTopic;
  gaps: LiteratureGap[];
  /** The papers the provider read; [] (and no gaps) when the catalog has none of the topic. */
  basedOn: TopicPaperRef[];
  provenance: AiProvenance;
  generatedAt: string;
}

/** Spec inst §3 "Field summary". */
export interface FieldSummary {
  overview: string;
  keyFindings: string[];
  methodologies: string[];
  futureDirections: string[];
  recommendations: string[];
}

/** GET /api/ai-research/summary?topic=: null summary ("No summary available") when the catalog has no paper of the topic. */
export interface FieldSummaryAnswer {
  topic: AiResearchTopic;
  summary: FieldSummary | null;
  basedOn: TopicPaperRef[];
  provenance: AiProvenance;
  generatedAt: string;
}

/**
 * Spec inst §3 "Grant", as a funded-project register (NIH RePORTER) knows it. deadline: RePORTER lists
 * awarded projects, which have no application deadline (null); matchScore: the share of the topic's
 * terms found in the project's title, abstract and terms, in percent. Requirements and eligibility are
 * not in the register: [] and null, shown as "—".
 */
export interface Grant {
  id: string;
  title: string;
  agency: string;
  amount: number | null;
  deadline: string | null;
  matchScore: number;
  researchAreas: string[];
  requirements: string[];
  collaborationRequired: boolean | null;
  eligibleInstitutions: string[];
  /** The awardee organisation and the contact PI, the fiscal year and the project period. */
  organization: string | null;
  principalInvestigator: string | null;
  fiscalYear: number | null;
  projectStart: string | null;
  projectEnd: string | null;
  url: string | null;
}

/** GET /api/ai-research/grants?topic=: `not-configured` (no grants, with the variable to set) unless GRANTS_SOURCE names a source. */
export interface GrantsAnswer {
  status: 'ready' | 'not-configured';
  topic: AiResearchTopic;
  grants: Grant[];
  /** Projects matching in the source (may exceed the grants answered). */
  total: number | null;
  source: { name: string; url: string } | null;
  /** The variable that configures a source. */
  variable: 'GRANTS_SOURCE';
}

export const AI_RESEARCH_GRANTS_LIMIT = 20;

/** Spec inst §2 strings, verbatim. */
export const AI_RESEARCH_EMPTY = {
  summary: 'No summary available',
  networkButton: 'Launch Network Viewer',
} as const;

/** Spec inst §9: trend growth 200 or more green, 100 blue, 50 yellow, otherwise orange. */
export function trendGrowthColour(growth: number): 'green' | 'blue' | 'yellow' | 'orange' {
  return growth >= 200 ? 'green' : growth >= 100 ? 'blue' : growth >= 50 ? 'yellow' : 'orange';
}
/** Spec inst §9: a grant's match badge is green at 85% or more. */
export const GRANT_MATCH_GREEN_FROM = 85;

/** Spec inst §9: past due, days left under 30 days, months left under a year, else years left. */
export function grantDeadlineText(deadline: string, now: Date = new Date()): string {
  const ms = Date.parse(deadline) - now.getTime();
  if (ms < 0) return 'Past due';
  const days = Math.ceil(ms / 86_400_000);
  if (days < 30) return `${days} ${days === 1 ? 'day' : 'days'} left`;
  if (days < 365) {
    const months = Math.floor(days / 30);
    return `${months} ${months === 1 ? 'month' : 'months'} left`;
  }
  const years = Math.floor(days / 365);
  return `${years} ${years === 1 ? 'year' : 'years'} left`;
}
