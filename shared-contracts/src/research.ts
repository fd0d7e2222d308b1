/** Research intelligence (spec inst §2, §3): the catalog's trends, computed by the backend. */

export const RESEARCH_API = {
  trends: '/api/research-intelligence/trends',
} as const;

export interface EmergingTopic {
  topic: string;
  /** Percent growth of papers, recent window over previous, one decimal. */
  growthRate: number;
  /** Papers in the recent window. */
  papers: number;
  keyWords: string[];
  kind: 'category' | 'keyphrase';
  previousPapers: number;
}

export type OpportunityLevel = 'high' | 'medium' | 'low';

export interface ResearchGap {
  area: string;
  opportunityLevel: OpportunityLevel;
  description: string;
  papers: number;
  previousPapers: number;
  growthRate: number;
}

export interface CrossDisciplinaryConnection {
  domains: [string, string];
  /** Papers in the recent window carrying both categories. */
  connectionStrength: number;
  potentialImpact: 'High' | 'Medium' | 'Low';
  previousPapers: number;
  /** Percent growth; null for a connection absent from the previous window. */
  growthRate: number | null;
}

export interface TrendWindow {
  days: number;
  /** Inclusive dates. */
  recentFrom: string;
  recentTo: string;
  previousFrom: string;
  previousTo: string;
}

export interface ResearchTrends {
  emergingTopics: EmergingTopic[];
  researchGaps: ResearchGap[];
  crossDisciplinaryConnections: CrossDisciplinaryConnection[];
  /** Null when the catalog is empty. */
  window: TrendWindow | null;
  /** Papers of both windows the figures come from. */
  papersAnalyzed: number;
  /** Papers in the catalog when the trends were computed (those outside the two windows are not analyzed). */
  catalogPapers?: number;
}

/** Answer of GET /api/research-intelligence/trends: the trends and when they were computed (ISO instant). */
export type ResearchTrendsResponse = ResearchTrends & { computedAt: string };
