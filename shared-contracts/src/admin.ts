/**
 * The admin console's contract (spec core §2, §3, §7; inst §2, §3, §7): course scraping, system
 * health, security and deployment status, and database connections.
 */

export const ADMIN_API = {
  stats: '/api/admin/stats',
  acquisition: '/api/admin/acquisition',
  queues: '/api/admin/queues',
  searchBacklog: '/api/admin/search/backlog',
  health: '/api/admin/health',
  system: '/api/admin/system',
  estimateTotal: '/api/papers/estimate-total',
  bulkScrape: '/api/papers/bulk-scrape',
  scrapingStats: '/api/opal-scraping/stats',
  scrapingStart: '/api/opal-scraping/start',
  scrapingStop: '/api/opal-scraping/stop',
  databasesStatus: '/api/admin/databases/status',
  databasesConnect: '/api/admin/databases/connect',
  databasesSync: '/api/admin/databases/sync',
  arxivSetup: '/api/admin/arxiv/setup',
  arxivDownload: '/api/admin/arxiv/download',
} as const;

/** GET /api/admin/acquisition: the latest bulk acquisition run, for the admin console. */
export interface AcquisitionStatus {
  isRunning: boolean;
  /** `idle` before the first run. */
  status: 'idle' | 'running' | 'completed' | 'failed';
  /** Records harvested by the latest run so far, and the size OAI-PMH announced (null until known). */
  harvested: number;
  completeListSize: number | null;
  /** Percent of completeListSize harvested (1 decimal), null while unknown. */
  percent: number | null;
  startedAt: string | null;
  finishedAt: string | null;
  runId: string | null;
  pages: number;
  newPapers: number;
  updatedPapers: number;
  set: string | null;
  from: string | null;
  until: string | null;
  failureReason: string | null;
}

/** GET /api/admin/search/backlog: papers still to embed for semantic search, and the model. */
export interface BacklogCounts {
  /** Papers without their full vector (title and abstract) of the current model and text. */
  pending: number;
  embedded: number;
  /** Of the pending papers, those already found by meaning through a title-only vector (issue #37: titles are embedded first). */
  titlesOnly: number;
  model: string;
}

/** One queue of GET /api/admin/queues. */
export interface QueueSummary {
  name: string;
  paused: boolean;
  counts: { waiting: number; active: number; delayed: number; completed: number; failed: number };
  /** Jobs running now, with the progress they reported (a number 0..100 or an object). */
  active: { id: string; progress: unknown; attemptsMade: number; startedAt: string | null; data: unknown }[];
  /** The most recent failures, newest first. */
  recentFailures: { id: string; failedReason: string | null; attemptsMade: number; finishedAt: string | null }[];
}

/** Answer of POST /api/admin/arxiv/setup. */
export interface ArxivSetupAnswer {
  message: string;
  oaiPmh: { reachable: boolean; latencyMs: number | null };
  s3Configured: boolean;
}

/** Body of POST /api/admin/arxiv/download. */
export interface ArxivDownloadRequest {
  limit: number;
}

/** Answer of POST /api/admin/arxiv/download. */
export interface ArxivDownloadAnswer {
  message: string;
  limit: number;
  via: 'OAI-PMH' | 'S3';
  started: boolean;
  runId: string;
}

/** Polling intervals of the admin console (spec core §9, inst §9). */
export const ADMIN_POLL_MS = { dashboard: 5000, scraping: 5000, databases: 3000 } as const;

/** Admin progress card: total papers / 1000 as a percent (spec core §2, §9). */
export const DISCOVERY_COVERAGE_DIVISOR = 1000;

/** Per-university scraping status; any other value shows as pending (spec core §4). */
export const SCRAPING_STATUSES = ['pending', 'active', 'completed', 'failed'] as const;
export type ScrapingStatus = (typeof SCRAPING_STATUSES)[number];

/** Scraping stats (spec core §3), computed from the run's events. */
export interface ScrapingStats {
  completedUniversities: number;
  totalUniversities: number;
  /** Percent of universities finished (completed or failed), one decimal. */
  completionPercentage: number;
  totalCourses: number;
  /** Courses discovered per second of scraping (two decimals). */
  scrapingSpeed: number;
  totalMaterials: number;
  totalAssignments: number;
  /** Null while unknown (nothing finished yet); 0 when the run is over. */
  estimatedSecondsRemaining: number | null;
  elapsedSeconds: number;
  errors: number;
  failedUniversities: number;
  /** The run the figures are of (null before the first run). */
  runId: string | null;
  status: 'idle' | 'running' | 'stopped' | 'completed';
  startedAt: string | null;
  finishedAt: string | null;
}

export interface ScrapingUniversity {
  name: string;
  domain: string;
  /** ISO 3166-1 alpha-2 code (the flag). */
  country: string;
  countryName: string;
  studentsEstimate: number;
  coursesEstimate: number;
  scrapingStatus: ScrapingStatus | string;
  coursesFound: number;
  materials: number;
  assignments: number;
  pages: number;
  error: string | null;
}

export interface ScrapingStatsAnswer {
  stats: ScrapingStats;
  universities: ScrapingUniversity[];
  isRunning: boolean;
}

export interface HealthCheck {
  name: string;
  status: 'ok' | 'degraded' | 'down';
  detail: string;
  latencyMs: number | null;
}

export interface ProjectionLag {
  name: string;
  /** Events recorded after the projection's checkpoint (null when the store cannot count them). */
  behind: number | null;
}

export interface AdminHealth {
  status: 'ok' | 'degraded' | 'down';
  checkedAt: string;
  checks: HealthCheck[];
  projections: ProjectionLag[];
  queues: { name: string; waiting: number; active: number; delayed: number; failed: number }[];
}

export interface SystemFact {
  label: string;
  value: string;
  /** ok: as it should be; warn: worth a look; info: a plain fact. */
  tone: 'ok' | 'warn' | 'info';
}

export interface SystemStatus {
  security: SystemFact[];
  deployment: SystemFact[];
  /** Practices the system cannot measure itself (static text, shown as such). */
  checklist: string[];
  migrations: { applied: string[]; pending: string[] };
}

export type DataSourceId = 'arxiv-api' | 'arxiv-oai-pmh' | 'openalex' | 'llm';

export interface DatabaseConnection {
  id: DataSourceId;
  name: string;
  description: string;
  type: string;
  /** connected: the last check reached it; disconnected: it failed; not_configured; unchecked. */
  status: 'connected' | 'disconnected' | 'not_configured' | 'unchecked';
  configured: boolean;
  reachable: boolean | null;
  totalRecords: number;
  /** USD per month, from configuration. */
  costEstimate: number;
  legalStatus: string;
  checkedAt: string | null;
  lastError: string | null;
  latencyMs: number | null;
}

export interface DatabaseStatus {
  totalConnections: number;
  activeConnections: number;
  totalRecords: number;
  totalCost: number;
  /** Fraction (0..1) of sources whose legal status is fully_authorized. */
  legalCompliance: number;
  connections: DatabaseConnection[];
  s3Configured: boolean;
  /** The latest S3 bulk PDF download (POST /api/admin/arxiv/download with credentials); null before any. */
  s3Download: ArxivPdfDownloadStatus | null;
}

export interface ArxivPdfDownloadStatus {
  downloadId: string;
  status: 'running' | 'completed' | 'failed';
  /** Papers asked for; the chunks chosen cover at least that many. */
  limit: number;
  chunksTotal: number;
  chunksDone: number;
  /** Chunks found complete on disk (md5 verified) and not downloaded again. */
  chunksSkipped: number;
  bytesTotal: number;
  bytesDone: number;
  papers: number;
  error: string | null;
}

/** Answer of POST /api/admin/databases/connect: each source probed. */
export interface ConnectAnswer {
  message: string;
  results: { id: DataSourceId; configured: boolean; reachable: boolean; latencyMs: number | null; error: string | null }[];
}

/** Answer of POST /api/admin/databases/sync. */
export interface SyncSourcesAnswer {
  message: string;
  started: { id: DataSourceId; detail: string }[];
  skipped: { id: DataSourceId; reason: string }[];
}

/** Answer of POST /api/opal-scraping/start. */
export interface StartScrapingAnswer {
  /** False when a run was running already. */
  started: boolean;
  /** True when a stopped run goes on where it stopped. */
  resumed: boolean;
  runId: string;
  message: string;
}

/** Answer of POST /api/opal-scraping/stop. */
export interface StopScrapingAnswer {
  stopped: boolean;
  runId: string | null;
  message: string;
}
