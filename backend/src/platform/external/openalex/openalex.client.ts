/**
 * Client for OpenAlex `/works` (docs/ARCHITECTURE.md §8): search, filters (topics, fields, dates), sort,
 * cursor paging, single works. The API key and contact e-mail come from config: list and search
 * calls need the key (a call without one fails fast with OpenAlexKeyMissingError, never
 * reaching OpenAlex); single works do not. 429 and 5xx are retried with backoff (Retry-After
 * honored) through the shared retrying fetch; answers are cached per process for a short TTL,
 * and concurrent identical calls share one request, so polling pages do not multiply calls.
 */
import { type HttpClientOptions, httpRequester } from '../http/http-requester.js';
import { ExternalHttpError, assertOk, getWithRetry, type HttpRequester, type HttpResult } from '../http/retrying-fetch.js';
import { type OpenAlexList, type OpenAlexWork, WORK_FIELDS, bareDoi } from './openalex-work.js';

export interface OpenAlexClientOptions extends HttpClientOptions {
  baseUrl?: string;
  apiKey?: string | null;
  email?: string | null;
  cacheTtlMs?: number;
  /** Entries kept at most; the oldest go first. */
  cacheMaxEntries?: number;
  /** Injectable clock for the cache. */
  now?: () => number;
}

export interface WorksQuery {
  /** Full-text search (title, abstract, fulltext). */
  search?: string;
  /** OpenAlex filters, `key:value` each (values may hold `|` for OR); joined with commas. */
  filters?: string[];
  /** e.g. `publication_date:desc`. */
  sort?: string;
  /** 1..200. */
  perPage?: number;
  /** `*` for the first page of cursor paging, then the previous page's `nextCursor`. */
  cursor?: string;
  /** The fields to ask for (default WORK_FIELDS, what the paper mapping reads). */
  select?: readonly string[];
  /** Skip the per-process cache (a sync reads each page once). */
  noCache?: boolean;
}

/** An OpenAlex institution (`/institutions/…`): the fields analytics reads. */
export interface OpenAlexInstitution {
  id: string;
  ror?: string | null;
  display_name: string;
  country_code?: string | null;
  type?: string | null;
  works_count?: number | null;
  cited_by_count?: number | null;
  summary_stats?: { h_index?: number | null; i10_index?: number | null; '2yr_mean_citedness'?: number | null } | null;
  counts_by_year?: { year: number; works_count: number; cited_by_count: number }[] | null;
}

/** `I…` from an id or its https://openalex.org/ URL; null when it is not one. */
export function openAlexInstitutionKey(ref: string): string | null {
  const m = /^(?:https?:\/\/openalex\.org\/)?(I\d{1,12})$/i.exec(ref.trim());
  return m ? m[1].toUpperCase() : null;
}

/** The 9-character ROR id from an id or its https://ror.org/ URL; null when it is not one. */
export function rorKey(ref: string): string | null {
  const m = /^(?:https?:\/\/ror\.org\/)?(0[a-hj-km-np-tv-z0-9]{6}\d{2})$/i.exec(ref.trim());
  return m ? m[1].toLowerCase() : null;
}

export interface WorksPage {
  works: OpenAlexWork[];
  /** Works matching in all of OpenAlex. */
  count: number;
  /** Cursor of the next page (only when paging with a cursor), null at the end. */
  nextCursor: string | null;
}

/** One group of a `group_by` answer: the grouped value, its display name and how many entities have it. */
export interface OpenAlexGroup {
  key: string;
  keyDisplayName: string;
  count: number;
}

export interface GroupCounts {
  /** Entities matching the filters, in all of OpenAlex. */
  count: number;
  groups: OpenAlexGroup[];
}

/** List and search calls need an API key; none is configured. */
export class OpenAlexKeyMissingError extends Error {
  constructor() {
    super('OpenAlex list and search calls need an API key; none is configured (OPENALEX_API_KEY)');
    this.name = 'OpenAlexKeyMissingError';
  }
}

export const OPENALEX_SERVICE = 'OpenAlex';

export class OpenAlexClient {
  readonly baseUrl: string;
  readonly hasApiKey: boolean;
  private readonly http: HttpRequester;
  private readonly apiKey: string | null;
  private readonly email: string | null;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly cache = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(options: OpenAlexClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? 'https://api.openalex.org').replace(/\/+$/, '');
    this.apiKey = options.apiKey || null;
    this.hasApiKey = this.apiKey !== null;
    this.email = options.email || null;
    this.ttlMs = options.cacheTtlMs ?? 60_000;
    this.maxEntries = options.cacheMaxEntries ?? 500;
    this.now = options.now ?? Date.now;
    this.http = httpRequester(options, {
      service: OPENALEX_SERVICE,
      minIntervalMs: 100,
      maxRetries: 2,
      backoffBaseMs: 500,
      backoffMaxMs: 10_000,
      maxRetryAfterMs: 30_000,
      timeoutMs: 15_000,
      accept: 'application/json',
      userAgent: `ScholarLens/0.1 (live research access${this.email ? `; mailto:${this.email}` : ''})`,
    });
  }

  /** A page of works. Needs the API key. */
  async works(query: WorksQuery, signal?: AbortSignal): Promise<WorksPage> {
    if (!this.apiKey) throw new OpenAlexKeyMissingError();
    const params = new URLSearchParams();
    if (query.search?.trim()) params.set('search', query.search.trim());
    if (query.filters?.length) params.set('filter', query.filters.join(','));
    if (query.sort) params.set('sort', query.sort);
    params.set('per_page', String(Math.min(200, Math.max(1, query.perPage ?? 25))));
    if (query.cursor) params.set('cursor', query.cursor);
    params.set('select', (query.select ?? WORK_FIELDS).join(','));
    const body = await this.getJson<OpenAlexList>('/works', params, signal, query.noCache);
    if (!body || !Array.isArray(body.results)) throw new Error(`${OPENALEX_SERVICE} GET /works: unexpected answer (no results list)`);
    return { works: body.results, count: body.meta?.count ?? body.results.length, nextCursor: body.meta?.next_cursor ?? null };
  }

  /**
   * Counts of an entity list grouped by one attribute (`group_by`, as OpenAlex documents it: at most
   * 200 groups, largest first), e.g. works of a year by their primary topic's field. Needs the API key.
   * An answer without a `group_by` list has no groups.
   */
  async groupCounts(entity: 'works' | 'funders' | 'institutions', query: { filters?: string[]; groupBy: string }, signal?: AbortSignal): Promise<GroupCounts> {
    if (!this.apiKey) throw new OpenAlexKeyMissingError();
    const params = new URLSearchParams();
    if (query.filters?.length) params.set('filter', query.filters.join(','));
    params.set('group_by', query.groupBy);
    params.set('per_page', '200');
    const body = await this.getJson<{ meta?: { count?: number }; group_by?: { key?: unknown; key_display_name?: unknown; count?: unknown }[] }>(`/${entity}`, params, signal);
    if (!body || typeof body !== 'object') throw new Error(`${OPENALEX_SERVICE} GET /${entity}: unexpected answer (not an object)`);
    const groups = (Array.isArray(body.group_by) ? body.group_by : [])
      .filter((g) => typeof g?.key === 'string' && typeof g.count === 'number')
      .map((g) => ({ key: g.key as string, keyDisplayName: typeof g.key_display_name === 'string' ? g.key_display_name : (g.key as string), count: g.count as number }));
    return { count: body.meta?.count ?? groups.reduce((n, g) => n + g.count, 0), groups };
  }

  /**
   * One work by OpenAlex id (W…), OpenAlex URL or DOI (bare or as a doi.org URL); null when
   * OpenAlex does not know it (its 404 is an HTML page). Needs no API key.
   */
  async work(id: string, signal?: AbortSignal): Promise<OpenAlexWork | null> {
    const key = id.trim().replace(/^https?:\/\/openalex\.org\//i, '');
    const doi = bareDoi(key);
    // As OpenAlex documents it: /works/W…, or /works/https://doi.org/<DOI with its slash escaped>.
    const ref = doi ? `https://doi.org/${encodeURIComponent(doi).replace(/%3A/gi, ':')}` : encodeURIComponent(key);
    try {
      return await this.getJson<OpenAlexWork>(`/works/${ref}`, new URLSearchParams({ select: WORK_FIELDS.join(',') }), signal);
    } catch (e) {
      if (e instanceof ExternalHttpError && e.status === 404) return null;
      throw e;
    }
  }

  /**
   * One institution by OpenAlex id (I…) or ROR id (as OpenAlex documents it:
   * /institutions/https://ror.org/<id>); null when OpenAlex does not know it. Needs no API key.
   */
  async institution(ref: { openAlexId: string } | { ror: string }, signal?: AbortSignal): Promise<OpenAlexInstitution | null> {
    const path = 'openAlexId' in ref ? `/institutions/${encodeURIComponent(ref.openAlexId)}` : `/institutions/${encodeURIComponent(`https://ror.org/${ref.ror}`)}`;
    try {
      return await this.getJson<OpenAlexInstitution>(path, new URLSearchParams(), signal);
    } catch (e) {
      if (e instanceof ExternalHttpError && e.status === 404) return null;
      throw e;
    }
  }

  /** A page of institutions matching OpenAlex filters (e.g. `country_code:US`, `type:education`), sorted as asked. Needs the API key. */
  async institutions(query: { filters: string[]; sort?: string; perPage?: number }, signal?: AbortSignal): Promise<OpenAlexInstitution[]> {
    if (!this.apiKey) throw new OpenAlexKeyMissingError();
    const params = new URLSearchParams({ filter: query.filters.join(','), per_page: String(Math.min(200, Math.max(1, query.perPage ?? 10))) });
    if (query.sort) params.set('sort', query.sort);
    const body = await this.getJson<{ results?: OpenAlexInstitution[] }>('/institutions', params, signal);
    if (!body || !Array.isArray(body.results)) throw new Error(`${OPENALEX_SERVICE} GET /institutions: unexpected answer (no results list)`);
    return body.results;
  }

  /** Forgets every cached answer. */
  clearCache(): void {
    this.cache.clear();
  }

  private getJson<T>(path: string, params: URLSearchParams, signal?: AbortSignal, noCache = false): Promise<T> {
    if (this.email) params.set('mailto', this.email);
    const publicUrl = `${this.baseUrl}${path}?${params}`; // what the cache and errors name: never the key
    const now = this.now();
    const hit = noCache ? undefined : this.cache.get(publicUrl);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.apiKey) params.set('api_key', this.apiKey);
    const url = `${this.baseUrl}${path}?${params}`;
    const value = (async () => {
      let res: HttpResult;
      try {
        res = await getWithRetry(this.http, url, signal);
      } catch (e) {
        throw e instanceof ExternalHttpError ? this.redact(e, publicUrl, url) : e;
      }
      try {
        assertOk(this.http, publicUrl, res);
      } catch (e) {
        throw e instanceof ExternalHttpError ? this.redact(e, publicUrl, url) : e;
      }
      try {
        return JSON.parse(res.body) as T;
      } catch {
        throw new ExternalHttpError(`${OPENALEX_SERVICE} GET ${publicUrl}: the answer is not JSON`, OPENALEX_SERVICE, publicUrl, res.status, res.attempts);
      }
    })();
    if (noCache) return value;
    this.cache.set(publicUrl, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.cache.get(publicUrl)?.value === value) this.cache.delete(publicUrl);
    });
    while (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    return value;
  }

  /** The key never appears in messages or logs: errors name the URL without it. */
  private redact(e: ExternalHttpError, publicUrl: string, url: string): ExternalHttpError {
    if (!this.apiKey) return e;
    const message = e.message.split(url).join(publicUrl).replace(/api_key=[^&\s]*/g, 'api_key=***');
    return new ExternalHttpError(message, e.service, publicUrl, e.status, e.attempts);
  }
}
