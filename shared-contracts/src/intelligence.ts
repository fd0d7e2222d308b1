/**
 * Research intelligence for institutions (spec inst §2 "Intelligence tab / command center",
 * "/institutional", §3 live metrics, §7 /api/intelligence/*, §9 polling): every figure is measured
 * from the caller's own institution's events and read models, or from the host, and says so.
 */

export const INTELLIGENCE_API = {
  liveMetrics: '/api/intelligence/live-metrics',
  departments: '/api/intelligence/departments',
  trending: '/api/intelligence/trending',
  alerts: '/api/intelligence/alerts',
  global: '/api/intelligence/global',
  acknowledgeAlert: (alertId: string) => `/api/intelligence/alerts/${encodeURIComponent(alertId)}/acknowledge`,
} as const;

/** Spec inst §9: live metrics are polled every 5 s; the clock ticks every second. */
export const LIVE_METRICS_POLL_MS = 5_000;
export const CLOCK_TICK_MS = 1_000;
/** A member is "live" with a request within this many minutes (the session store notes one at most once a minute). */
export const LIVE_RESEARCHER_MINUTES = 5;
/** A paper is "active" when a member opened it within this many minutes. */
export const ACTIVE_PAPER_MINUTES = 60;
/** The Bull queues whose running jobs are AI work (tagging with the AI provider, embedding papers). */
export const AI_QUEUES = ['ai-tagging', 'search-embeddings'] as const;

/** One of the checks GET /api/admin/health runs, as the command center reports it. */
export interface SystemHealthCheck {
  name: string;
  status: 'ok' | 'degraded' | 'down';
  detail: string;
}

/** The host's one-minute load average over its cores (os.loadavg, os.availableParallelism). */
export interface SystemLoad {
  /** loadAverage / cores × 100, rounded; may exceed 100 on an overloaded host. */
  percent: number;
  loadAverage: number;
  cores: number;
}

/**
 * GET /api/intelligence/live-metrics (spec inst §3 "Live metrics"), the caller's institution only.
 * "Today" is the UTC day. Sources: sessions (liveResearchers), members' PaperViewed (activePapers,
 * papersViewedToday), team-chat messages and paper shares (collaborationsToday), citation exports
 * (UsageRecorded citationExport), members' searches (searchesToday), the platform's health checks
 * and Bull queues, and the host.
 */
export interface LiveMetrics {
  /** Members with a request in the last LIVE_RESEARCHER_MINUTES minutes. */
  liveResearchers: number;
  /** Distinct papers members opened in the last ACTIVE_PAPER_MINUTES minutes. */
  activePapers: number;
  /** Team-chat messages and paper shares posted today. */
  collaborationsToday: number;
  /** Citation exports by members today. */
  citationsToday: number;
  /** Intelligence alerts raised today (UTC). */
  alertsTriggered: number;
  /** Share of the health checks that pass, in percent (a degraded check counts half). */
  systemHealth: number;
  /** The checks behind systemHealth; names of those not ok in `systemDown`. */
  healthChecks: SystemHealthCheck[];
  systemDown: string[];
  /** AI jobs running now (active jobs of AI_QUEUES). */
  aiProcessingJobs: number;
  /** No ranking source exists: always null, shown as "—". */
  globalRanking: number | null;
  /** Searches by members today (institution usage). */
  searchesToday: number;
  /** Paper views by members today (institution usage). */
  papersViewedToday: number;
  systemLoad: SystemLoad;
  /** When these figures were measured (ISO instant). */
  measuredAt: string;
}

/** GET /api/intelligence/departments: the window activity is counted over, in days. */
export const DEPARTMENT_ACTIVITY_DAYS = 30;

/**
 * One department of the institution (members' `department`; null: members without one), for the
 * institutional dashboard's departments tab. Funding has no source: the dashboard shows "—".
 */
export interface DepartmentActivity {
  department: string | null;
  /** Active members of the department. */
  researchers: number;
  /** Of them, members with any activity (views, searches, chat, joining) in the last DEPARTMENT_ACTIVITY_DAYS days. */
  activeResearchers: number;
  /** Distinct papers its members opened in the last DEPARTMENT_ACTIVITY_DAYS days. */
  papersOpened: number;
}

/** The institutional dashboard's impact levels of a research trend, by its growth (stated thresholds). */
export const TREND_IMPACT_THRESHOLDS = { critical: 200, veryHigh: 100 } as const;
export type TrendImpactLevel = 'Critical' | 'Very High' | 'High';
export function trendImpactLevel(growthPercent: number): TrendImpactLevel {
  if (growthPercent >= TREND_IMPACT_THRESHOLDS.critical) return 'Critical';
  if (growthPercent >= TREND_IMPACT_THRESHOLDS.veryHigh) return 'Very High';
  return 'High';
}

export type AlertType = 'opportunity' | 'threat' | 'breakthrough' | 'collaboration' | 'other';
export type AlertPriority = 'high' | 'medium' | 'low';

/**
 * GET /api/intelligence/alerts items (spec inst §3 "Intelligence alert"), newest first: raised by
 * rules over the institution's events, each kept as events on `alert-<id>`. actionRequired clears
 * when an administrator acknowledges it.
 */
export interface IntelligenceAlert {
  id: string;
  type: AlertType;
  priority: AlertPriority;
  title: string;
  description: string;
  actionRequired: boolean;
  /** When it was raised (ISO instant). */
  timestamp: string;
  department?: string;
  /** The rule that raised it, e.g. "security-violation". */
  rule: string;
  acknowledgedAt: string | null;
}

/** How many alerts GET /api/intelligence/alerts answers at most. */
export const ALERTS_SHOWN = 50;

export const INTELLIGENCE_MESSAGES = {
  alertNotFound: 'Alert not found',
} as const;

export type TrendingStatus = 'breakthrough' | 'accelerating' | 'emerging' | 'other';
/** Trending status by momentum (growth %): breakthrough from 200, accelerating from 100, emerging from 25. */
export const TRENDING_THRESHOLDS = { breakthrough: 200, accelerating: 100, emerging: 25 } as const;
export function trendingStatus(momentum: number): TrendingStatus {
  if (momentum >= TRENDING_THRESHOLDS.breakthrough) return 'breakthrough';
  if (momentum >= TRENDING_THRESHOLDS.accelerating) return 'accelerating';
  if (momentum >= TRENDING_THRESHOLDS.emerging) return 'emerging';
  return 'other';
}
/** potentialImpact = min(100, round(momentum / 3) + 10 × collaborators), never below 0. */
export function trendingImpact(momentum: number, collaborators: number): number {
  return Math.max(0, Math.min(100, Math.round(momentum / 3) + 10 * collaborators));
}
/** Members' reading is compared over two windows of this many days; collaborators count over both. */
export const MEMBER_READING_WINDOW_DAYS = 14;

/**
 * GET /api/intelligence/trending items (spec inst §3 "Trending item"): arXiv categories rising in the
 * catalog (the research-trends computation, `source` catalog) or among the institution's members'
 * reading (`source` members, momentum = growth of their views, recent window over the previous).
 */
export interface TrendingItem {
  /** The arXiv category code. */
  id: string;
  title: string;
  /** The category's archive (cs, math, physics…). */
  field: string;
  /** Growth in percent. */
  momentum: number;
  /** Members who opened a paper of it in the last 2 × MEMBER_READING_WINDOW_DAYS days. */
  collaborators: number;
  potentialImpact: number;
  timeframe: string;
  status: TrendingStatus;
  source: 'catalog' | 'members';
  /** Papers behind the momentum: catalog papers of the recent window, or members' views of the recent window. */
  papers: number;
}

/**
 * Alert rules over members' reading (issue #34): "breakthrough" when a category's momentum in members'
 * reading reaches TRENDING_THRESHOLDS.breakthrough with at least this many distinct members reading it
 * in the recent window (raised once each time it becomes breakthrough); "collaboration" when members of
 * two departments read papers of a category the institution first read within MEMBER_READING_WINDOW_DAYS.
 */
export const BREAKTHROUGH_ALERT_MIN_READERS = 3;

/** One field of OpenAlex's classification, with its works in two publication years. */
export interface GlobalField {
  /** OpenAlex id, e.g. https://openalex.org/fields/17. */
  id: string;
  name: string;
  recentWorks: number;
  previousWorks: number;
  /** Percent growth, recent year over previous, one decimal. */
  growth: number;
}

/**
 * GET /api/intelligence/global (spec inst §7): the fastest-growing fields worldwide from OpenAlex
 * (works grouped by their primary topic's field, the last full year against the one before), when
 * live access is configured (OPENALEX_API_KEY); otherwise `not-configured` with no fields.
 */
export interface GlobalIntelligence {
  status: 'ready' | 'not-configured';
  source: 'OpenAlex';
  variable: 'OPENALEX_API_KEY';
  recentYear: number;
  previousYear: number;
  /** Fields with at least GLOBAL_FIELD_MIN_WORKS works in the previous year, fastest-growing first. */
  fields: GlobalField[];
  fetchedAt: string | null;
}
export const GLOBAL_FIELD_MIN_WORKS = 1_000;
export const GLOBAL_FIELDS_SHOWN = 10;
