/**
 * The AI research assistant (spec inst §2 "AI research assistant", §3 paper recommendation, §7
 * /api/ai-research/*, §9): recommendations for the signed-in user from their own activity.
 */
import type { AiProvenance } from './ai.js';

export const AI_RESEARCH_API = {
  recommendations: '/api/ai-research/recommendations',
  refreshRecommendations: '/api/ai-research/refresh-recommendations',
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
