/**
 * The integrations panel's api tab (spec inst §2 "Integration ecosystem", §3 "API endpoint", §7
 * GET /api/integrations/api-endpoints) and the institution's API keys (issue #36 item 4): the
 * product's real routes with figures measured from request logs, and keys that call them.
 */

/** How a route admits its caller (the route's declared access rule, docs/ARCHITECTURE.md §10). */
export type ApiAuthentication = 'public' | 'signed-in' | 'admin';

/** GET /api/integrations/api-endpoints items (spec inst §3 "API endpoint"). */
export interface ApiEndpoint {
  /** `GET /api/papers/:id`: method and path, stable across restarts. */
  id: string;
  /** The HTTP method (GET, POST, PUT, PATCH, DELETE…). */
  method: string;
  /** The route's path as routed, `:params` kept. */
  endpoint: string;
  /** From the OpenAPI document at /api/docs (its summary, else its operation and answer). */
  description: string;
  /** Requests answered in the last 24 hours (every caller: sessions and API keys). */
  usage: number;
  /** Median response time over the last 24 hours in milliseconds; null when it was not called. */
  responseTime: number | null;
  authentication: ApiAuthentication;
  /** The rate-limit tier the route counts against for a signed-in caller, and its rule; API keys have their own (`apiKeyRateLimit`). */
  rateLimit: { tier: string; requests: number; window: string };
  /** `active`: answered in the last 24 hours without server errors; `degraded`: some answers were 5xx; `idle`: not called. */
  status: 'active' | 'degraded' | 'idle';
}

/** The whole api tab: the endpoints, where the figures come from, and the rate limit of API keys. */
export interface ApiCatalogue {
  endpoints: ApiEndpoint[];
  /** The window the figures cover (ISO instants). */
  measuredFrom: string;
  measuredTo: string;
  /** Where usage and response times come from (shown under the table). */
  source: string;
  /** The limit every API key has, per key. */
  apiKeyRateLimit: { requests: number; window: string };
  /** The interactive OpenAPI documentation. */
  docsUrl: string;
}

/** An API key as listed (never its secret). */
export interface ApiKey {
  id: string;
  name: string;
  /** The first characters of the key (`sk_live_ab12…`), to recognise it. */
  prefix: string;
  createdAt: string;
  createdBy: { memberId: string; name: string };
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** Calls made with the key in the last 30 days. */
  calls30d: number;
}

/** POST /api/integrations/api-keys answer: the key with its secret, shown this once. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}

export interface CreateApiKeyRequest {
  name: string;
}

export const API_KEY_LIMITS = { nameMaxLength: 80, activeKeysPerInstitution: 20 } as const;

/** Every key starts so: what the backend reads from `Authorization: Bearer sk_live_…`. */
export const API_KEY_PREFIX = 'sk_live_';

export const API_KEY_MESSAGES = {
  invalid: 'Invalid or revoked API key',
  notFound: 'API key not found',
  alreadyRevoked: 'This API key is already revoked',
  tooMany: `An institution may hold at most ${API_KEY_LIMITS.activeKeysPerInstitution} active API keys: revoke one first`,
  created: 'API key created: copy it now, it will not be shown again',
  revoked: 'API key revoked',
} as const;

export const API_ACCESS_API = {
  endpoints: '/api/integrations/api-endpoints',
  keys: '/api/integrations/api-keys',
  /** DELETE: revokes the key (it is refused from then on). */
  key: (keyId: string) => `/api/integrations/api-keys/${encodeURIComponent(keyId)}`,
  docs: '/api/docs',
} as const;
