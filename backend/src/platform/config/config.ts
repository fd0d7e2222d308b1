/**
 * Configuration from the environment. Every value has an offline default so
 * that `npm start` works with no configuration (README, "Configuration").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_TIER_CATALOGUE, type InstitutionTier } from '@scholarlens/contracts';
import { bool, ConfigError, decimal, int, json, list, oneOf, origins, pathOrUrl, url } from './env.js';

export { ConfigError } from './env.js';
import { type DataEncryptionConfig, loadDataEncryptionConfig } from './data-encryption-config.js';
import { type RateLimitConfig, loadRateLimitConfig } from './rate-limit-config.js';
import { type GrantsConfig, loadGrantsConfig } from './grants-config.js';

/** The repository root: this file compiles to backend/dist/src/platform/config/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export interface AppConfig {
  port: number;
  /** The public origin users reach (used for OIDC redirects and the CSRF origin check). */
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix for every Redis key (sessions, queues), so test runs never see each other. */
  redisPrefix: string;
  eventStoreUrl: string;
  oidc: {
    /** An external OpenID Connect issuer (Google: https://accounts.google.com); null serves the local issuer at /oidc. */
    issuer: string | null;
    clientId: string;
    clientSecret: string;
    /** Keys signing the local issuer's cookies (first one signs, all verify). */
    cookieKeys: string[];
  };
  adminEmails: string[];
  /** Whether the first start under the local issuer creates the demo institution (INSTITUTION_DEMO_SEED); never with an external issuer. */
  institutionDemoSeed: boolean;
  sessionSecret: string;
  /** Lifetime of a signed-in session (cookie max-age and Redis TTL). */
  sessionMaxAgeMs: number;
  /** Origins besides publicUrl's that may send state-changing requests (CSRF origin check). */
  allowedOrigins: string[];
  openai: { apiKey: string | null; baseUrl: string | null };
  frontendsDir: string;
  remotes: { discovery: string; institution: string; admin: string };
  /** Whether the app sits behind a TLS-terminating proxy (cookies become Secure). */
  trustProxy: boolean;
  /** Logging (platform/logging): LOG_LEVEL, and LOG_FORMAT json (production's default) or pretty (development's). */
  log: { level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'; format: 'json' | 'pretty' };
  /** Bull job queues (platform/queue). */
  queue: QueueConfig;
  /** arXiv sync and bulk acquisition (modules/acquisition). */
  acquisition: AcquisitionConfig;
  /** Hybrid search, embeddings and the vector index (modules/search, platform/ai/embeddings, platform/vector). */
  search: SearchConfig;
  /** OpenAlex live scholarly access (platform/external/openalex, modules/scholar). */
  openAlex: OpenAlexConfig;
  /** Research trends computed from the catalog (modules/research). */
  research: ResearchConfig;
  /** AI features: provider, model, timeouts, reuse windows (platform/ai/llm, modules/ai). */
  ai: AiConfig;
  /** Course scraping (modules/scraping). */
  scraping: ScrapingConfig;
  /** The admin console: data sources' costs and legal status, arXiv S3 credentials (modules/admin). */
  admin: AdminConfig;
  /** Request rate limits per caller, shared by all processes through Redis (platform/http/rate-limits). */
  rateLimits: RateLimitConfig;
  /** The master key wrapping institutions' data keys (platform/config/data-encryption-config.ts). */
  dataEncryption: DataEncryptionConfig;
  /** Contract management: tier prices, proposal expiry, the ROI's assumptions (modules/institution/contracts). */
  contracts: ContractsConfig;
  /** Advanced analytics (modules/institution/analytics). */
  analytics: AnalyticsConfig;
  /** Integrations: service addresses, delivery retries, pipeline schedules (modules/institution/integrations). */
  integrations: IntegrationsConfig;
  /** Outgoing mail (platform/mail): SMTP_URL (smtp:// or smtps://; none keeps messages in the outbox table) and MAIL_FROM. */
  mail: { smtpUrl: string | null; from: string };
  /** The AI research assistant's grant source (GRANTS_SOURCE, NIH_REPORTER_URL; platform/config/grants-config.ts). */
  grants: GrantsConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env, 'PORT', 8080, { min: 1, max: 65535 });
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/$/, '');
  const databaseUrl = url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/scholarlens', ['postgres', 'postgresql']);
  const trustProxy = bool(env, 'TRUST_PROXY', false);
  const production = env.NODE_ENV === 'production' || trustProxy;
  const sessionSecret = env.SESSION_SECRET || DEV_SESSION_SECRET;
  const cookieKeys = list(env.OIDC_COOKIE_KEYS || DEV_OIDC_COOKIE_KEY);
  if (production) refuseDevelopmentSecrets(sessionSecret, cookieKeys);
  return {
    port,
    publicUrl,
    databaseUrl,
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis', 'rediss']),
    redisPrefix: env.REDIS_PREFIX ?? 'scholarlens:',
    eventStoreUrl: url(env, 'EVENT_STORE_URL', databaseUrl, ['postgres', 'postgresql', 'kurrentdb', 'esdb', 'kurrent', 'esdb+discover', 'kurrentdb+discover']),
    oidc: {
      issuer: url(env, 'OIDC_ISSUER', null),
      clientId: env.OIDC_CLIENT_ID ?? 'scholarlens',
      clientSecret: env.OIDC_CLIENT_SECRET ?? 'scholarlens-local-secret',
      cookieKeys,
    },
    adminEmails: list(env.ADMIN_EMAILS ?? 'admin@scholarlens.local').map((e) => e.toLowerCase()),
    institutionDemoSeed: bool(env, 'INSTITUTION_DEMO_SEED', true),
    sessionSecret,
    sessionMaxAgeMs: int(env, 'SESSION_MAX_AGE_HOURS', 24 * 7, { min: 1 }) * 3600_000,
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    openai: { apiKey: env.OPENAI_API_KEY || null, baseUrl: url(env, 'OPENAI_BASE_URL', null) },
    frontendsDir: env.FRONTENDS_DIR ?? path.join(REPO_ROOT, 'frontends'),
    remotes: {
      discovery: pathOrUrl(env, 'REMOTE_DISCOVERY_URL', '/remotes/discovery/remoteEntry.js'),
      institution: pathOrUrl(env, 'REMOTE_INSTITUTION_URL', '/remotes/institution/remoteEntry.js'),
      admin: pathOrUrl(env, 'REMOTE_ADMIN_URL', '/remotes/admin/remoteEntry.js'),
    },
    trustProxy,
    log: {
      level: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
      format: oneOf(env, 'LOG_FORMAT', ['json', 'pretty'], production ? 'json' : 'pretty'),
    },
    queue: loadQueueConfig(env),
    acquisition: loadAcquisitionConfig(env),
    search: loadSearchConfig(env, databaseUrl),
    openAlex: loadOpenAlexConfig(env),
    research: loadResearchConfig(env),
    ai: loadAiConfig(env),
    scraping: loadScrapingConfig(env),
    admin: loadAdminConfig(env),
    rateLimits: loadRateLimitConfig(env),
    dataEncryption: loadDataEncryptionConfig(env, production),
    contracts: loadContractsConfig(env),
    analytics: loadAnalyticsConfig(env),
    integrations: loadIntegrationsConfig(env),
    grants: loadGrantsConfig(env),
    mail: {
      smtpUrl: url(env, 'SMTP_URL', null, ['smtp', 'smtps']),
      from: env.MAIL_FROM || 'ScholarLens <noreply@scholarlens.local>',
    },
  };
}

export interface QueueConfig {
  /** Attempts per job before it fails for good (QUEUE_ATTEMPTS). */
  attempts: number;
  /** First retry delay; doubles per attempt (QUEUE_BACKOFF_MS). */
  backoffMs: number;
  /** Whether this process runs jobs (QUEUE_WORKERS_DISABLED=true leaves them to another instance). */
  workersEnabled: boolean;
}

export interface AcquisitionConfig {
  /** arXiv API (Atom) query endpoint (ARXIV_API_URL). */
  arxivApiUrl: string;
  /** Categories the sync asks for, newest first (ARXIV_SYNC_CATEGORIES, comma-separated). */
  syncCategories: string[];
  /** Papers per sync (ARXIV_SYNC_MAX_RESULTS). */
  syncMaxResults: number;
  /** How long POST /api/papers/sync waits for its job before answering 202 (ARXIV_SYNC_WAIT_MS). */
  syncWaitMs: number;
  /** Syncs requested within one window of this length share one job (ARXIV_SYNC_WINDOW_MS). */
  syncWindowMs: number;
  /** Attempts of a sync job (ARXIV_SYNC_ATTEMPTS; the client retries 429/5xx inside each attempt). */
  syncAttempts: number;
  /** Gap between two requests to the arXiv API (ARXIV_MIN_INTERVAL_MS; arXiv asks for 3 s). */
  arxivMinIntervalMs: number;
  /** HTTP retries (429, 5xx, network) per arXiv API call and their first backoff (ARXIV_MAX_RETRIES, ARXIV_BACKOFF_MS). */
  arxivMaxRetries: number;
  arxivBackoffMs: number;
  /** First start with an empty catalog and no corpus: sync from arXiv (ARXIV_FIRST_START_SYNC=true|false; default on, off under test). */
  firstStartSync: boolean;
  /** arXiv OAI-PMH endpoint for bulk acquisition (OAI_PMH_URL). */
  oaiPmhUrl: string;
  /** Gap between two OAI-PMH requests (OAI_MIN_INTERVAL_MS) and HTTP retries (OAI_MAX_RETRIES, OAI_BACKOFF_MS). */
  oaiMinIntervalMs: number;
  oaiMaxRetries: number;
  oaiBackoffMs: number;
  /** Papers expected in the whole of arXiv before a harvest reports its completeListSize (ARXIV_ESTIMATED_TOTAL). */
  estimatedTotal: number;
}

function loadQueueConfig(env: NodeJS.ProcessEnv): QueueConfig {
  return {
    attempts: int(env, 'QUEUE_ATTEMPTS', 5, { min: 1 }),
    backoffMs: int(env, 'QUEUE_BACKOFF_MS', 5000),
    workersEnabled: !bool(env, 'QUEUE_WORKERS_DISABLED', false),
  };
}

function loadAcquisitionConfig(env: NodeJS.ProcessEnv): AcquisitionConfig {
  // node --test marks its child processes with NODE_TEST_CONTEXT; tests never sync from the internet by themselves.
  const underTest = env.NODE_ENV === 'test' || env.NODE_TEST_CONTEXT !== undefined;
  return {
    arxivApiUrl: url(env, 'ARXIV_API_URL', 'http://export.arxiv.org/api/query'),
    syncCategories: list(env.ARXIV_SYNC_CATEGORIES ?? 'cs.AI,cs.LG,cs.CL,cs.CV,stat.ML,quant-ph,physics.comp-ph'),
    syncMaxResults: int(env, 'ARXIV_SYNC_MAX_RESULTS', 100, { min: 1 }),
    syncWaitMs: int(env, 'ARXIV_SYNC_WAIT_MS', 120_000),
    syncWindowMs: int(env, 'ARXIV_SYNC_WINDOW_MS', 60_000),
    syncAttempts: int(env, 'ARXIV_SYNC_ATTEMPTS', 2, { min: 1 }),
    arxivMinIntervalMs: int(env, 'ARXIV_MIN_INTERVAL_MS', 3000),
    arxivMaxRetries: int(env, 'ARXIV_MAX_RETRIES', 4),
    arxivBackoffMs: int(env, 'ARXIV_BACKOFF_MS', 3000),
    firstStartSync: bool(env, 'ARXIV_FIRST_START_SYNC', !underTest),
    oaiPmhUrl: url(env, 'OAI_PMH_URL', 'http://export.arxiv.org/oai2'),
    oaiMinIntervalMs: int(env, 'OAI_MIN_INTERVAL_MS', 3000),
    oaiMaxRetries: int(env, 'OAI_MAX_RETRIES', 4),
    oaiBackoffMs: int(env, 'OAI_BACKOFF_MS', 5000),
    estimatedTotal: int(env, 'ARXIV_ESTIMATED_TOTAL', 2_400_000),
  };
}

/** The secrets `npm start` works with out of the box; anyone can read them here, so production refuses them. */
export const DEV_SESSION_SECRET = 'scholarlens-dev-session-secret';
export const DEV_OIDC_COOKIE_KEY = 'scholarlens-dev-oidc-cookie-key';

/** Production is NODE_ENV=production or TRUST_PROXY=true (served to the internet through a TLS proxy). */
function refuseDevelopmentSecrets(sessionSecret: string, cookieKeys: string[]): void {
  const why = 'in production (NODE_ENV=production or TRUST_PROXY=true): set a random secret of 32+ characters';
  if (sessionSecret === DEV_SESSION_SECRET) throw new ConfigError(`SESSION_SECRET must not be the development default ${why}`);
  if (cookieKeys.includes(DEV_OIDC_COOKIE_KEY)) throw new ConfigError(`OIDC_COOKIE_KEYS must not contain the development default ${why}`);
}

export interface SearchConfig {
  /** Where local data lives: the vector index file and the embeddings cache (DATA_DIR, default `<repo>/data`). */
  dataDir: string;
  /** Where the HNSW index is saved (VECTOR_INDEX_DIR, default `<DATA_DIR>/vector-index/<database name>`: one per database). */
  vectorIndexDir: string;
  /** `local` (Universal Sentence Encoder shipped in npm, offline) or `openai` (EMBEDDINGS_MODEL). */
  embeddingsModel: 'local' | 'openai';
  /** Model and dimensions asked of the OpenAI-compatible endpoint (OPENAI_EMBEDDINGS_MODEL, OPENAI_EMBEDDINGS_DIMENSIONS). */
  openaiEmbeddingsModel: string;
  openaiEmbeddingsDimensions: number;
  /** Whether this process embeds the backlog (SEARCH_EMBEDDING_WORKER=false leaves it to another instance). */
  embeddingWorker: boolean;
  /** Papers per embedding batch (SEARCH_EMBED_BATCH) and the backlog poll interval (SEARCH_EMBED_POLL_MS). */
  embedBatch: number;
  embedPollMs: number;
  /** Remembers computed vectors by text under DATA_DIR/embeddings-cache (EMBEDDINGS_CACHE=false turns it off). */
  embeddingsCache: boolean;
  /**
   * Candidates taken from each ranking before fusion (SEARCH_LEXICAL_CANDIDATES,
   * SEARCH_VECTOR_CANDIDATES). 50 vector candidates rank as 200 did (quality benchmark, the same
   * MRR@10 and nDCG@10 at 50, 100 and 200: with the lexical weight, a vector-only paper past the
   * 50th counts less than the 20th result), and HNSW searches at least as wide as it is asked for.
   */
  lexicalCandidates: number;
  vectorCandidates: number;
  /**
   * The vector relevance floor (SEARCH_VECTOR_MIN_SIMILARITY): cosine similarity below which a
   * vector neighbour is not a candidate. Calibrated on the quality benchmark with the local encoder
   * (issue #37): the best neighbour of 22 nonsense queries reached 0.44 at the median and 0.50 at
   * most; known-item targets found among the 50 nearest were at 0.57 or more for 90% of them.
   */
  vectorMinSimilarity: number;
  /** Cosine similarity a paper needs to be listed as similar to another (SIMILAR_PAPERS_MIN_SIMILARITY). */
  similarMinSimilarity: number;
  /**
   * Title matches of every query word scored at most (SEARCH_TITLE_POOL): bounds the title tier of
   * a broad query ("large language models" has thousands of title matches).
   */
  titlePool: number;
  /** With explicit syntax: matches of two of the words scored at most (SEARCH_LEXICAL_POOL), when all of them find too few. */
  lexicalPool: number;
  /**
   * Abstract-only matches of every query word scored at most (SEARCH_DOCUMENT_POOL), after the
   * title matches: each is a full document, out of line in TOAST, so at 1M papers a random read.
   */
  documentPool: number;
  /**
   * Any-word matches scored at most (SEARCH_RELAXED_POOL), when neither all nor two of the words
   * find enough: an arbitrary subset of single-word matches, so a smaller pool loses little.
   */
  relaxedPool: number;
  /**
   * Papers read per lexeme of a query word when a plain-word query is relaxed to "some of the
   * words" (SEARCH_WORD_POSTINGS): each lexeme's best-weighted papers, from the postings index.
   * Plain-word queries are ranked this way (BM25, bm25-sql.ts).
   */
  wordPostings: number;
  /**
   * The lexical relevance floor (SEARCH_LEXICAL_MIN_COVERAGE): the share of a plain-word query's
   * idf mass a paper must match to be an answer (a word in no paper weighs the highest idf). Below
   * it, a paper matched only a common word of the query, or the query is words the catalog lacks.
   * Calibrated on the quality benchmark (issue #37).
   */
  lexicalMinCoverage: number;
  /**
   * Reciprocal rank fusion: the rank constant (SEARCH_RRF_K) and how much the lexical ranking
   * counts against the vector one (SEARCH_RRF_LEXICAL_WEIGHT). Defaults measured with the local
   * encoder on the issue #37 quality benchmark (125 hand-written known-item queries, both lists
   * cut at the relevance floor): its vector ranking (known-item MRR@10 0.34) is far weaker than
   * BM25's (0.76), so lexical ranks weigh 4× and count steeply (k = 5): the vector ranking
   * reorders near-ties and adds papers over its floor, but cannot bury a strong lexical match.
   * Swept offline over k 5–60 and weights 1–4: k 5 / weight 4 gave known-item MRR@10 0.769
   * (the previous 15 / 2.5: 0.754; lexical alone 0.763), recall@10 0.848 for every weight ≥ 1.5.
   * Fusing the vector ranking's unfloored ranks instead (the floor only deciding membership)
   * scored worse (recall 0.832, MRR 0.682) and was not kept.
   */
  rrfK: number;
  rrfLexicalWeight: number;
  /**
   * HNSW scalar type of the vector index: f32, f16 or i8 (VECTOR_INDEX_QUANTIZATION). i8 by default:
   * a quarter of the memory (33k papers: 17 MB, within the L3 cache the encoder and PostgreSQL share;
   * f32 is 68 MB), cold hybrid searches at 33k p95 18.5–19.4 → 16.4–16.9 ms (alternating runs), for
   * a little recall (recall@10 0.948 → 0.895; whole-corpus hybrid MRR@10 / nDCG@10 0.830 / 0.815 →
   * 0.821 / 0.810, lexical 0.803 / 0.802; unchanged at 2.5k).
   */
  vectorQuantization: 'f32' | 'f16' | 'i8';
  /** HNSW beam width when searching (VECTOR_INDEX_EF_SEARCH): recall against time, see the speed benchmark. */
  vectorEfSearch: number;
  /** How often the in-memory index picks up vectors written by any worker, and saves itself (VECTOR_INDEX_SYNC_MS, VECTOR_INDEX_SAVE_MS). */
  vectorSyncMs: number;
  vectorSaveMs: number;
}

function loadSearchConfig(env: NodeJS.ProcessEnv, databaseUrl: string): SearchConfig {
  const quantization = oneOf(env, 'VECTOR_INDEX_QUANTIZATION', ['f32', 'f16', 'i8'], 'i8');
  const model = oneOf(env, 'EMBEDDINGS_MODEL', ['local', 'openai'], 'local');
  const dataDir = env.DATA_DIR ?? path.join(REPO_ROOT, 'data');
  return {
    dataDir,
    vectorIndexDir:
      env.VECTOR_INDEX_DIR ?? path.join(dataDir, 'vector-index', decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default'),
    embeddingsModel: model,
    openaiEmbeddingsModel: env.OPENAI_EMBEDDINGS_MODEL ?? 'text-embedding-3-small',
    openaiEmbeddingsDimensions: int(env, 'OPENAI_EMBEDDINGS_DIMENSIONS', 512, { min: 1 }),
    embeddingWorker: bool(env, 'SEARCH_EMBEDDING_WORKER', true),
    embedBatch: int(env, 'SEARCH_EMBED_BATCH', 32, { min: 1 }),
    embedPollMs: int(env, 'SEARCH_EMBED_POLL_MS', 2000),
    embeddingsCache: bool(env, 'EMBEDDINGS_CACHE', true),
    lexicalCandidates: int(env, 'SEARCH_LEXICAL_CANDIDATES', 200),
    vectorCandidates: int(env, 'SEARCH_VECTOR_CANDIDATES', 50),
    vectorMinSimilarity: decimal(env, 'SEARCH_VECTOR_MIN_SIMILARITY', 0.55),
    similarMinSimilarity: decimal(env, 'SIMILAR_PAPERS_MIN_SIMILARITY', 0.5),
    titlePool: int(env, 'SEARCH_TITLE_POOL', 300),
    lexicalPool: int(env, 'SEARCH_LEXICAL_POOL', 1000),
    relaxedPool: int(env, 'SEARCH_RELAXED_POOL', 500),
    wordPostings: int(env, 'SEARCH_WORD_POSTINGS', 1000),
    lexicalMinCoverage: decimal(env, 'SEARCH_LEXICAL_MIN_COVERAGE', 0.35),
    documentPool: int(env, 'SEARCH_DOCUMENT_POOL', 100),
    rrfK: int(env, 'SEARCH_RRF_K', 5),
    rrfLexicalWeight: decimal(env, 'SEARCH_RRF_LEXICAL_WEIGHT', 4),
    vectorQuantization: quantization,
    vectorEfSearch: int(env, 'VECTOR_INDEX_EF_SEARCH', 128, { min: 1 }),
    vectorSyncMs: int(env, 'VECTOR_INDEX_SYNC_MS', 1000),
    vectorSaveMs: int(env, 'VECTOR_INDEX_SAVE_MS', 30_000),
  };
}

export interface OpenAlexConfig {
  /** OpenAlex API base (OPENALEX_URL, default https://api.openalex.org). */
  url: string;
  /** API key sent with every call (OPENALEX_API_KEY); list and search calls need one, single works do not. Null: live lists answer 503. */
  apiKey: string | null;
  /** Contact e-mail sent as `mailto` and in the User-Agent (OPENALEX_EMAIL). */
  email: string | null;
  /** How long an answer is reused for the same request, per process (OPENALEX_CACHE_TTL_MS). */
  cacheTtlMs: number;
  /** A paper's fetched references and citations are fetched again once older than this (CITATIONS_MAX_AGE_HOURS). */
  citationsMaxAgeHours: number;
  /** Gap between two requests (OPENALEX_MIN_INTERVAL_MS; OpenAlex allows 10 per second). */
  minIntervalMs: number;
  /** Retries of 429/5xx/network failures per call and the first backoff (OPENALEX_MAX_RETRIES, OPENALEX_BACKOFF_MS). */
  maxRetries: number;
  backoffMs: number;
  /** Per-attempt timeout (OPENALEX_TIMEOUT_MS). */
  timeoutMs: number;
}

function loadOpenAlexConfig(env: NodeJS.ProcessEnv): OpenAlexConfig {
  return {
    url: url(env, 'OPENALEX_URL', 'https://api.openalex.org').replace(/\/+$/, ''),
    apiKey: env.OPENALEX_API_KEY || null,
    email: env.OPENALEX_EMAIL || null,
    cacheTtlMs: int(env, 'OPENALEX_CACHE_TTL_MS', 60_000),
    citationsMaxAgeHours: int(env, 'CITATIONS_MAX_AGE_HOURS', 168, { min: 1 }),
    minIntervalMs: int(env, 'OPENALEX_MIN_INTERVAL_MS', 100),
    maxRetries: int(env, 'OPENALEX_MAX_RETRIES', 2),
    backoffMs: int(env, 'OPENALEX_BACKOFF_MS', 500),
    timeoutMs: int(env, 'OPENALEX_TIMEOUT_MS', 15_000),
  };
}

export interface ResearchConfig {
  /** Length of the windows compared to find growth, in days (RESEARCH_TRENDS_WINDOW_DAYS). */
  windowDays: number;
  /** Papers a topic needs in the recent window to count (RESEARCH_TRENDS_MIN_PAPERS). */
  minPapers: number;
  /** How often this process checks whether the catalog changed since the last computation (RESEARCH_TRENDS_CHECK_MS). */
  checkMs: number;
  /** How long GET /api/research-intelligence/trends waits for a recomputation after imports (RESEARCH_TRENDS_WAIT_MS). */
  waitMs: number;
}

function loadResearchConfig(env: NodeJS.ProcessEnv): ResearchConfig {
  return {
    windowDays: int(env, 'RESEARCH_TRENDS_WINDOW_DAYS', 90),
    minPapers: int(env, 'RESEARCH_TRENDS_MIN_PAPERS', 3),
    checkMs: int(env, 'RESEARCH_TRENDS_CHECK_MS', 15_000),
    waitMs: int(env, 'RESEARCH_TRENDS_WAIT_MS', 10_000),
  };
}

export interface AiConfig {
  /** `openai` or `local` (AI_PROVIDER=auto|openai|local; auto, the default, is openai when OPENAI_API_KEY is set). */
  provider: 'openai' | 'local';
  /** Chat-completions model of the OpenAI-compatible endpoint (OPENAI_MODEL). */
  model: string;
  /** Per-attempt timeout of an LLM call (OPENAI_TIMEOUT_MS) and retries of failed calls (OPENAI_MAX_RETRIES). */
  timeoutMs: number;
  maxRetries: number;
  /** A summary asked for again within this long of the stored one is answered from storage, uncharged (AI_SUMMARY_REUSE_MS). */
  summaryReuseMs: number;
  /** Stored research intelligence younger than this is answered as is (AI_INTELLIGENCE_REUSE_MS). */
  intelligenceReuseMs: number;
  /** How long POST /api/papers/auto-tag waits for its job (AUTO_TAG_WAIT_MS). */
  autoTagWaitMs: number;
}

function loadAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const choice = oneOf(env, 'AI_PROVIDER', ['auto', 'openai', 'local'], 'auto');
  const provider = choice === 'auto' ? (env.OPENAI_API_KEY ? 'openai' : 'local') : choice;
  return {
    provider,
    model: env.OPENAI_MODEL || 'gpt-4o-mini',
    timeoutMs: int(env, 'OPENAI_TIMEOUT_MS', 30_000),
    maxRetries: int(env, 'OPENAI_MAX_RETRIES', 1),
    summaryReuseMs: int(env, 'AI_SUMMARY_REUSE_MS', 10 * 60_000),
    intelligenceReuseMs: int(env, 'AI_INTELLIGENCE_REUSE_MS', 24 * 3600_000),
    autoTagWaitMs: int(env, 'AUTO_TAG_WAIT_MS', 60_000),
  };
}

export interface ScrapingConfig {
  /** A JSON file listing the universities to scrape (SCRAPING_UNIVERSITIES_FILE); null: the shipped list. */
  universitiesFile: string | null;
  /** The same list inline as JSON (SCRAPING_UNIVERSITIES_JSON); wins over the file. */
  universitiesJson: string | null;
  /** Whether catalogue URLs may resolve to private, loopback or link-local addresses (SCRAPING_ALLOW_PRIVATE_HOSTS; tests only). */
  allowPrivateHosts: boolean;
  /** Gap between two requests to one host (SCRAPING_MIN_INTERVAL_MS); a larger robots.txt Crawl-delay wins. */
  minIntervalMs: number;
  /** Pages fetched per university at most (SCRAPING_MAX_PAGES). */
  maxPagesPerUniversity: number;
  /** Universities crawled at once (SCRAPING_CONCURRENCY). */
  concurrency: number;
  /** Per-request timeout and HTTP retries of 429/5xx/network failures (SCRAPING_TIMEOUT_MS, SCRAPING_MAX_RETRIES, SCRAPING_BACKOFF_MS). */
  timeoutMs: number;
  maxRetries: number;
  backoffMs: number;
  /** The User-Agent sent, and matched against robots.txt groups (SCRAPING_USER_AGENT). */
  userAgent: string;
}

function loadScrapingConfig(env: NodeJS.ProcessEnv): ScrapingConfig {
  return {
    universitiesFile: env.SCRAPING_UNIVERSITIES_FILE || null,
    universitiesJson: env.SCRAPING_UNIVERSITIES_JSON || null,
    allowPrivateHosts: bool(env, 'SCRAPING_ALLOW_PRIVATE_HOSTS', false),
    minIntervalMs: int(env, 'SCRAPING_MIN_INTERVAL_MS', 2000),
    maxPagesPerUniversity: int(env, 'SCRAPING_MAX_PAGES', 25, { min: 1 }),
    concurrency: Math.max(1, int(env, 'SCRAPING_CONCURRENCY', 3, { min: 1 })),
    timeoutMs: int(env, 'SCRAPING_TIMEOUT_MS', 20_000),
    maxRetries: int(env, 'SCRAPING_MAX_RETRIES', 2),
    backoffMs: int(env, 'SCRAPING_BACKOFF_MS', 2000),
    userAgent: env.SCRAPING_USER_AGENT ?? 'ScholarLensCourseBot/0.1 (+https://github.com/scholarlens)',
  };
}

export interface ArxivS3Config {
  accessKeyId: string;
  secretAccessKey: string;
  /** Another S3-compatible endpoint (ARXIV_S3_ENDPOINT; tests: a loopback server); null: AWS. */
  endpoint: string | null;
  /** ARXIV_S3_REGION, default us-east-1 (where arXiv's buckets are). */
  region: string;
  /** Path-style addressing (ARXIV_S3_FORCE_PATH_STYLE=true), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** ARXIV_S3_BUCKET (default arxiv) and ARXIV_S3_MANIFEST_KEY (default pdf/arXiv_pdf_manifest.xml). */
  bucket: string;
  manifestKey: string;
}

export interface AdminConfig {
  /** Monthly cost estimates in USD and legal status per data source (DATA_SOURCES_JSON overrides, e.g. {"llm":{"costEstimate":40}}). */
  dataSources: Record<string, { costEstimate?: number; legalStatus?: string }>;
  /** arXiv's requester-pays S3 bucket for bulk PDFs (ARXIV_S3_ACCESS_KEY_ID, ARXIV_S3_SECRET_ACCESS_KEY); null when absent. */
  arxivS3: ArxivS3Config | null;
  /** Where bulk PDF tar chunks are saved (ARXIV_PDF_DIR, default `<DATA_DIR>/arxiv-pdf`). */
  arxivPdfDir: string;
  /** Build identification shown on the deployment tab (BUILD_VERSION, BUILD_COMMIT). */
  buildVersion: string | null;
  buildCommit: string | null;
  /** Per-probe timeout of POST /api/admin/databases/connect (DATA_SOURCES_PROBE_TIMEOUT_MS). */
  probeTimeoutMs: number;
}

function loadAdminConfig(env: NodeJS.ProcessEnv): AdminConfig {
  const dataSources = json<AdminConfig['dataSources']>(env, 'DATA_SOURCES_JSON', {});
  return {
    dataSources,
    arxivS3:
      env.ARXIV_S3_ACCESS_KEY_ID && env.ARXIV_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.ARXIV_S3_ACCESS_KEY_ID,
            secretAccessKey: env.ARXIV_S3_SECRET_ACCESS_KEY,
            endpoint: url(env, 'ARXIV_S3_ENDPOINT', null),
            region: env.ARXIV_S3_REGION || 'us-east-1',
            forcePathStyle: bool(env, 'ARXIV_S3_FORCE_PATH_STYLE', false),
            bucket: env.ARXIV_S3_BUCKET || 'arxiv',
            manifestKey: env.ARXIV_S3_MANIFEST_KEY || 'pdf/arXiv_pdf_manifest.xml',
          }
        : null,
    arxivPdfDir: env.ARXIV_PDF_DIR || path.join(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'), 'arxiv-pdf'),
    buildVersion: env.BUILD_VERSION || null,
    buildCommit: env.BUILD_COMMIT || null,
    probeTimeoutMs: int(env, 'DATA_SOURCES_PROBE_TIMEOUT_MS', 8000),
  };
}

export interface ContractsConfig {
  /** US dollars per user per month (CONTRACT_PRICE_BASIC, CONTRACT_PRICE_PRO, CONTRACT_PRICE_ENTERPRISE; defaults in shared-contracts' CONTRACT_TIER_CATALOGUE: 4, 8, 15). */
  prices: Record<InstitutionTier, number>;
  /** Days a proposal stays open before it expires (CONTRACT_PROPOSAL_EXPIRY_DAYS, 30). */
  proposalExpiryDays: number;
  /** Months a signed contract runs (CONTRACT_TERM_MONTHS, 12). */
  termMonths: number;
  /** The ROI's assumptions: minutes saved per AI summary and per search, the hourly rate in US dollars (ROI_MINUTES_PER_SUMMARY 15, ROI_MINUTES_PER_SEARCH 5, ROI_HOURLY_RATE 50). */
  roi: { minutesSavedPerSummary: number; minutesSavedPerSearch: number; hourlyRate: number };
}

function loadContractsConfig(env: NodeJS.ProcessEnv): ContractsConfig {
  const price = (tier: InstitutionTier) =>
    decimal(env, `CONTRACT_PRICE_${tier.toUpperCase()}`, CONTRACT_TIER_CATALOGUE.find((t) => t.name === tier)?.defaultPrice ?? 0);
  return {
    prices: { basic: price('basic'), pro: price('pro'), enterprise: price('enterprise') },
    proposalExpiryDays: int(env, 'CONTRACT_PROPOSAL_EXPIRY_DAYS', 30, { min: 1, max: 3650 }),
    termMonths: int(env, 'CONTRACT_TERM_MONTHS', 12, { min: 1, max: 120 }),
    roi: {
      minutesSavedPerSummary: decimal(env, 'ROI_MINUTES_PER_SUMMARY', 15),
      minutesSavedPerSearch: decimal(env, 'ROI_MINUTES_PER_SEARCH', 5),
      hourlyRate: decimal(env, 'ROI_HOURLY_RATE', 50),
    },
  };
}

export interface AnalyticsConfig {
  /** Years of an institution's works the OpenAlex sync pulls, counted back from January 1 of this year (ANALYTICS_SYNC_YEARS, default 10: 5 years and the 5 before them). */
  syncYears: number;
  /** Works per OpenAlex page the sync asks for (ANALYTICS_SYNC_PAGE_SIZE, 1–200, default 200, OpenAlex's maximum). */
  syncPageSize: number;
  /** How often every configured institution is synced again (ANALYTICS_SYNC_EVERY_MS, default a day). */
  syncEveryMs: number;
  /** An export of an institution holding more works than this in its timeframe runs as a job with progress (ANALYTICS_EXPORT_INLINE_MAX_WORKS, default 2000). */
  exportInlineMaxWorks: number;
}

function loadAnalyticsConfig(env: NodeJS.ProcessEnv): AnalyticsConfig {
  return {
    syncYears: int(env, 'ANALYTICS_SYNC_YEARS', 10, { min: 1, max: 50 }),
    syncPageSize: int(env, 'ANALYTICS_SYNC_PAGE_SIZE', 200, { min: 1, max: 200 }),
    syncEveryMs: int(env, 'ANALYTICS_SYNC_EVERY_MS', 86_400_000, { min: 60_000 }),
    exportInlineMaxWorks: int(env, 'ANALYTICS_EXPORT_INLINE_MAX_WORKS', 2000, { min: 0 }),
  };
}

export interface IntegrationsConfig {
  /** Zotero Web API v3 (ZOTERO_API_URL, https://api.zotero.org). */
  zoteroApiUrl: string;
  /** ORCID public API v3.0 (ORCID_API_URL, https://pub.orcid.org/v3.0). */
  orcidApiUrl: string;
  /** Timeout of each call to an integration's service (INTEGRATION_HTTP_TIMEOUT_MS, 15000). */
  httpTimeoutMs: number;
  /** Attempts per event delivery before it fails for good (INTEGRATION_DELIVERY_ATTEMPTS, 5). */
  deliveryAttempts: number;
  /** First retry delay of a delivery; doubles per attempt (INTEGRATION_DELIVERY_BACKOFF_MS, 5000). */
  deliveryBackoffMs: number;
  /** When set, every pipeline repeats at this interval instead of its hourly/daily/weekly schedule (INTEGRATION_PIPELINE_EVERY_MS; tests and demos). */
  pipelineEveryMs: number | null;
  /** Whether integrations may call private, loopback or link-local addresses (INTEGRATION_ALLOW_PRIVATE_HOSTS; tests' loopback stand-ins only). */
  allowPrivateHosts: boolean;
}

function loadIntegrationsConfig(env: NodeJS.ProcessEnv): IntegrationsConfig {
  const every = int(env, 'INTEGRATION_PIPELINE_EVERY_MS', 0, { min: 0, max: 7 * 24 * 3_600_000 });
  return {
    zoteroApiUrl: url(env, 'ZOTERO_API_URL', 'https://api.zotero.org').replace(/\/+$/, ''),
    orcidApiUrl: url(env, 'ORCID_API_URL', 'https://pub.orcid.org/v3.0').replace(/\/+$/, ''),
    httpTimeoutMs: int(env, 'INTEGRATION_HTTP_TIMEOUT_MS', 15_000, { min: 100, max: 300_000 }),
    deliveryAttempts: int(env, 'INTEGRATION_DELIVERY_ATTEMPTS', 5, { min: 1, max: 20 }),
    deliveryBackoffMs: int(env, 'INTEGRATION_DELIVERY_BACKOFF_MS', 5_000, { min: 10, max: 3_600_000 }),
    pipelineEveryMs: every > 0 ? every : null,
    allowPrivateHosts: bool(env, 'INTEGRATION_ALLOW_PRIVATE_HOSTS', false),
  };
}
