/**
 * Client for the arXiv API (`/api/query`, Atom), used by the sync to fetch the
 * newest papers of configured categories and to look papers up by id.
 * Terms of use: at most one request every 3 s (enforced by the RequestGate).
 */
import { type HttpClientOptions, httpRequester } from '../http/http-requester.js';
import { assertOk, getWithRetry, type HttpRequester } from '../http/retrying-fetch.js';
import { ArxivApiError, parseAtomFeed, type AtomFeedPage } from './atom-feed.js';

export interface ArxivApiClientOptions extends HttpClientOptions {
  baseUrl?: string;
}

/** arxiv.org's page size for id look-ups; the API's default (10) would silently truncate. */
export const ID_PAGE_SIZE = 100;

export class ArxivApiClient {
  readonly baseUrl: string;
  private readonly http: HttpRequester;

  constructor(options: ArxivApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? 'http://export.arxiv.org/api/query';
    this.http = httpRequester(options, {
      service: 'arXiv API',
      minIntervalMs: 3000,
      maxRetries: 4,
      backoffBaseMs: 3000,
      backoffMaxMs: 60_000,
      maxRetryAfterMs: 5 * 60_000,
      timeoutMs: 30_000,
      accept: 'application/atom+xml',
      userAgent: 'ScholarLens/0.1 (arXiv sync)',
    });
  }

  /** The newest submissions in any of `categories`, newest first. */
  async newest(params: { categories: string[]; start?: number; maxResults?: number }, signal?: AbortSignal): Promise<AtomFeedPage> {
    if (params.categories.length === 0) throw new Error('newest() needs at least one category');
    const query = params.categories.map((c) => `cat:${c}`).join(' OR ');
    return this.query(
      { search_query: query, sortBy: 'submittedDate', sortOrder: 'descending', start: String(params.start ?? 0), max_results: String(params.maxResults ?? 100) },
      signal,
    );
  }

  /** Looks papers up by id (with or without version), in pages of ID_PAGE_SIZE. */
  async byIds(ids: string[], signal?: AbortSignal): Promise<AtomFeedPage> {
    const merged: AtomFeedPage = { totalResults: 0, startIndex: 0, itemsPerPage: ID_PAGE_SIZE, entries: [], rejected: [] };
    for (let i = 0; i < ids.length; i += ID_PAGE_SIZE) {
      const chunk = ids.slice(i, i + ID_PAGE_SIZE);
      const page = await this.query({ id_list: chunk.join(','), start: '0', max_results: String(ID_PAGE_SIZE) }, signal);
      merged.totalResults += page.totalResults;
      merged.entries.push(...page.entries);
      merged.rejected.push(...page.rejected);
    }
    return merged;
  }

  private async query(params: Record<string, string>, signal?: AbortSignal): Promise<AtomFeedPage> {
    const url = `${this.baseUrl}?${new URLSearchParams(params)}`;
    const res = await getWithRetry(this.http, url, signal);
    // arXiv reports bad queries as HTTP 400 with an Atom error entry: surface its message.
    if (res.status === 400 && res.body.includes('/api/errors')) parseAtomFeed(res.body, res.status);
    assertOk(this.http, url, res);
    try {
      return parseAtomFeed(res.body, res.status);
    } catch (e) {
      if (e instanceof ArxivApiError) throw e;
      throw new Error(`arXiv API GET ${url}: unreadable response: ${(e as Error).message}`);
    }
  }
}
