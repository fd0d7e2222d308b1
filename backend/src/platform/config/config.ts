/**
 * Configuration from the environment. Every value has an offline default so
 * that `npm start` works with no configuration (README, "Configuration").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RateLimitConfig, loadRateLimitConfig } from './rate-limit-config.js';

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scholarlens';
  return {
    port,
    publicUrl,
    databaseUrl,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'scholarlens:',
    eventStoreUrl: env.EVENT_STORE_URL ?? databaseUrl,
    oidc: {
      issuer: env.OIDC_ISSUER || null,
      clientId: env.OIDC_CLIENT_ID ?? 'scholarlens',
      clientSecret: env.OIDC_CLIENT_SECRET ?? 'scholarlens-local-secret',
      cookieKeys: list(env.OIDC_COOKIE_KEYS ?? 'scholarlens-dev-oidc-cookie-key'),
    },
    adminEmails: list(env.ADMIN_EMAILS ?? 'admin@scholarlens.local').map((e) => e.toLowerCase()),
    sessionSecret: env.SESSION_SECRET ?? 'scholarlens-dev-session-secret',
    sessionMaxAgeMs: Number(env.SESSION_MAX_AGE_HOURS ?? 24 * 7) * 3600_000,
    allowedOrigins: list(env.ALLOWED_ORIGINS ?? '').map((o) => new URL(o).origin),
    openai: { apiKey: env.OPENAI_API_KEY || null, baseUrl: env.OPENAI_BASE_URL || null },
    frontendsDir: env.FRONTENDS_DIR ?? path.join(REPO_ROOT, 'frontends'),
    remotes: {
      discovery: env.REMOTE_DISCOVERY_URL ?? '/remotes/discovery/remoteEntry.js',
      institution: env.REMOTE_INSTITUTION_URL ?? '/remotes/institution/remoteEntry.js',
      admin: env.REMOTE_ADMIN_URL ?? '/remotes/admin/remoteEntry.js',
    },
    trustProxy: env.TRUST_PROXY === 'true',
    queue: loadQueueConfig(env),
    acquisition: loadAcquisitionConfig(env),
    search: loadSearchConfig(env, databaseUrl),
    openAlex: loadOpenAlexConfig(env),
    research: loadResearchConfig(env),
    ai: loadAiConfig(env),
    scraping: loadScrapingConfig(env),
    admin: loadAdminConfig(env),
    rateLimits: loadRateLimitConfig(env),
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
    attempts: Number(env.QUEUE_ATTEMPTS ?? 5),
    backoffMs: Number(env.QUEUE_BACKOFF_MS ?? 5000),
    workersEnabled: env.QUEUE_WORKERS_DISABLED !== 'true',
  };
}

function loadAcquisitionConfig(env: NodeJS.ProcessEnv): AcquisitionConfig {
  // node --test marks its child processes with NODE_TEST_CONTEXT; tests never sync from the internet by themselves.
  const underTest = env.NODE_ENV === 'test' || env.NODE_TEST_CONTEXT !== undefined;
  return {
    arxivApiUrl: env.ARXIV_API_URL || 'http://export.arxiv.org/api/query',
    syncCategories: list(env.ARXIV_SYNC_CATEGORIES ?? 'cs.AI,cs.LG,cs.CL,cs.CV,stat.ML,quant-ph,physics.comp-ph'),
    syncMaxResults: Number(env.ARXIV_SYNC_MAX_RESULTS ?? 100),
    syncWaitMs: Number(env.ARXIV_SYNC_WAIT_MS ?? 120_000),
    syncWindowMs: Number(env.ARXIV_SYNC_WINDOW_MS ?? 60_000),
    syncAttempts: Number(env.ARXIV_SYNC_ATTEMPTS ?? 2),
    arxivMinIntervalMs: Number(env.ARXIV_MIN_INTERVAL_MS ?? 3000),
    arxivMaxRetries: Number(env.ARXIV_MAX_RETRIES ?? 4),
    arxivBackoffMs: Number(env.ARXIV_BACKOFF_MS ?? 3000),
    firstStartSync: env.ARXIV_FIRST_START_SYNC ? env.ARXIV_FIRST_START_SYNC === 'true' : !underTest,
    oaiPmhUrl: env.OAI_PMH_URL || 'http://export.arxiv.org/oai2',
    oaiMinIntervalMs: Number(env.OAI_MIN_INTERVAL_MS ?? 3000),
    oaiMaxRetries: Number(env.OAI_MAX_RETRIES ?? 4),
    oaiBackoffMs: Number(env.OAI_BACKOFF_MS ?? 5000),
    estimatedTotal: Number(env.ARXIV_ESTIMATED_TOTAL ?? 2_400_000),
  };
}

/** A comma-separated list, trimmed, without empty entries. */
function list(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
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
  /** Cosine similarity below which a vector neighbour is not a candidate (SEARCH_VECTOR_MIN_SIMILARITY). */
  vectorMinSimilarity: number;
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
   */
  wordPostings: number;
  /**
   * Postings the GIN index may go through for a plain-word query (SEARCH_BROAD_QUERY_POSTINGS,
   * estimated from document frequencies): above it the query is broad, and ranked from the
   * postings index alone (BM25, SEARCH_WORD_POSTINGS papers a lexeme) instead of the strict tiers,
   * whose GIN bitmap cannot stop at a pool and grows with the catalog.
   */
  broadQueryPostings: number;
  /**
   * Reciprocal rank fusion: the rank constant (SEARCH_RRF_K) and how much the lexical ranking
   * counts against the vector one (SEARCH_RRF_LEXICAL_WEIGHT). Defaults measured with the local
   * encoder (quality benchmark): its ranking (MRR@10 0.60) is weaker than BM25's (0.88), so
   * lexical ranks weigh 2.5× and count steeply (k = 15): the vector ranking reorders near-ties and
   * adds conceptual matches but cannot bury a strong lexical match. Equal weights at k = 60 let
   * any paper both rankings hold outrank the lexical first (hybrid 0.74 against lexical 0.86).
   * Swept over k 1–60 and weights 1–4 on the 2.5k subset, its 100 known-item variant and the
   * whole corpus: 2.5 / 15 beats lexical and vector on all three, by more than 3 / 5 (tuned for
   * title-and-abstract vectors: on the whole corpus 0.806 / 0.805 against lexical 0.803 / 0.802).
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
  const quantization = env.VECTOR_INDEX_QUANTIZATION ?? 'i8';
  if (!['f32', 'f16', 'i8'].includes(quantization)) throw new Error(`VECTOR_INDEX_QUANTIZATION must be f32, f16 or i8, not ${quantization}`);
  const model = env.EMBEDDINGS_MODEL ?? 'local';
  if (model !== 'local' && model !== 'openai') throw new Error(`EMBEDDINGS_MODEL must be local or openai, not ${model}`);
  const dataDir = env.DATA_DIR ?? path.join(REPO_ROOT, 'data');
  return {
    dataDir,
    vectorIndexDir:
      env.VECTOR_INDEX_DIR ?? path.join(dataDir, 'vector-index', decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default'),
    embeddingsModel: model,
    openaiEmbeddingsModel: env.OPENAI_EMBEDDINGS_MODEL ?? 'text-embedding-3-small',
    openaiEmbeddingsDimensions: Number(env.OPENAI_EMBEDDINGS_DIMENSIONS ?? 512),
    embeddingWorker: env.SEARCH_EMBEDDING_WORKER !== 'false',
    embedBatch: Number(env.SEARCH_EMBED_BATCH ?? 32),
    embedPollMs: Number(env.SEARCH_EMBED_POLL_MS ?? 2000),
    embeddingsCache: env.EMBEDDINGS_CACHE !== 'false',
    lexicalCandidates: Number(env.SEARCH_LEXICAL_CANDIDATES ?? 200),
    vectorCandidates: Number(env.SEARCH_VECTOR_CANDIDATES ?? 50),
    vectorMinSimilarity: Number(env.SEARCH_VECTOR_MIN_SIMILARITY ?? 0.35),
    titlePool: Number(env.SEARCH_TITLE_POOL ?? 300),
    lexicalPool: Number(env.SEARCH_LEXICAL_POOL ?? 1000),
    relaxedPool: Number(env.SEARCH_RELAXED_POOL ?? 500),
    wordPostings: Number(env.SEARCH_WORD_POSTINGS ?? 1000),
    broadQueryPostings: Number(env.SEARCH_BROAD_QUERY_POSTINGS ?? 20000),
    documentPool: Number(env.SEARCH_DOCUMENT_POOL ?? 100),
    rrfK: Number(env.SEARCH_RRF_K ?? 15),
    rrfLexicalWeight: Number(env.SEARCH_RRF_LEXICAL_WEIGHT ?? 2.5),
    vectorQuantization: quantization as SearchConfig['vectorQuantization'],
    vectorEfSearch: Number(env.VECTOR_INDEX_EF_SEARCH ?? 128),
    vectorSyncMs: Number(env.VECTOR_INDEX_SYNC_MS ?? 1000),
    vectorSaveMs: Number(env.VECTOR_INDEX_SAVE_MS ?? 30_000),
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
    url: (env.OPENALEX_URL || 'https://api.openalex.org').replace(/\/+$/, ''),
    apiKey: env.OPENALEX_API_KEY || null,
    email: env.OPENALEX_EMAIL || null,
    cacheTtlMs: Number(env.OPENALEX_CACHE_TTL_MS ?? 60_000),
    minIntervalMs: Number(env.OPENALEX_MIN_INTERVAL_MS ?? 100),
    maxRetries: Number(env.OPENALEX_MAX_RETRIES ?? 2),
    backoffMs: Number(env.OPENALEX_BACKOFF_MS ?? 500),
    timeoutMs: Number(env.OPENALEX_TIMEOUT_MS ?? 15_000),
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
    windowDays: Number(env.RESEARCH_TRENDS_WINDOW_DAYS ?? 90),
    minPapers: Number(env.RESEARCH_TRENDS_MIN_PAPERS ?? 3),
    checkMs: Number(env.RESEARCH_TRENDS_CHECK_MS ?? 15_000),
    waitMs: Number(env.RESEARCH_TRENDS_WAIT_MS ?? 10_000),
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
  const choice = env.AI_PROVIDER || 'auto';
  if (!['auto', 'openai', 'local'].includes(choice)) throw new Error(`AI_PROVIDER must be auto, openai or local, not ${choice}`);
  const provider = choice === 'auto' ? (env.OPENAI_API_KEY ? 'openai' : 'local') : (choice as 'openai' | 'local');
  return {
    provider,
    model: env.OPENAI_MODEL || 'gpt-4o-mini',
    timeoutMs: Number(env.OPENAI_TIMEOUT_MS ?? 30_000),
    maxRetries: Number(env.OPENAI_MAX_RETRIES ?? 1),
    summaryReuseMs: Number(env.AI_SUMMARY_REUSE_MS ?? 10 * 60_000),
    intelligenceReuseMs: Number(env.AI_INTELLIGENCE_REUSE_MS ?? 24 * 3600_000),
    autoTagWaitMs: Number(env.AUTO_TAG_WAIT_MS ?? 60_000),
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
    allowPrivateHosts: env.SCRAPING_ALLOW_PRIVATE_HOSTS === 'true',
    minIntervalMs: Number(env.SCRAPING_MIN_INTERVAL_MS ?? 2000),
    maxPagesPerUniversity: Number(env.SCRAPING_MAX_PAGES ?? 25),
    concurrency: Math.max(1, Number(env.SCRAPING_CONCURRENCY ?? 3)),
    timeoutMs: Number(env.SCRAPING_TIMEOUT_MS ?? 20_000),
    maxRetries: Number(env.SCRAPING_MAX_RETRIES ?? 2),
    backoffMs: Number(env.SCRAPING_BACKOFF_MS ?? 2000),
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
  let dataSources: AdminConfig['dataSources'] = {};
  if (env.DATA_SOURCES_JSON) {
    try {
      dataSources = JSON.parse(env.DATA_SOURCES_JSON) as AdminConfig['dataSources'];
    } catch (err) {
      throw new Error(`DATA_SOURCES_JSON is not JSON: ${(err as Error).message}`);
    }
  }
  return {
    dataSources,
    arxivS3:
      env.ARXIV_S3_ACCESS_KEY_ID && env.ARXIV_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.ARXIV_S3_ACCESS_KEY_ID,
            secretAccessKey: env.ARXIV_S3_SECRET_ACCESS_KEY,
            endpoint: env.ARXIV_S3_ENDPOINT || null,
            region: env.ARXIV_S3_REGION || 'us-east-1',
            forcePathStyle: env.ARXIV_S3_FORCE_PATH_STYLE === 'true',
            bucket: env.ARXIV_S3_BUCKET || 'arxiv',
            manifestKey: env.ARXIV_S3_MANIFEST_KEY || 'pdf/arXiv_pdf_manifest.xml',
          }
        : null,
    arxivPdfDir: env.ARXIV_PDF_DIR || path.join(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'), 'arxiv-pdf'),
    buildVersion: env.BUILD_VERSION || null,
    buildCommit: env.BUILD_COMMIT || null,
    probeTimeoutMs: Number(env.DATA_SOURCES_PROBE_TIMEOUT_MS ?? 8000),
  };
}
