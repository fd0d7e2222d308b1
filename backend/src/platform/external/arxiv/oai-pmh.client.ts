/**
 * Client for arXiv's OAI-PMH endpoint, used for bulk acquisition. Harvests are
 * resumable: persist the last `token` and pass it back as `resumptionToken`
 * after a crash. 503 + Retry-After is OAI's standard flow control and is waited out.
 */
import { RequestGate } from '../http/request-gate.js';
import { assertOk, getWithRetry, realSleep, type FetchLike, type HttpRequester, type Sleep } from '../http/retrying-fetch.js';
import { parseOaiRecords, type OaiRecordsPage } from './oai-pmh.js';

export interface OaiPmhClientOptions {
  baseUrl?: string;
  /** Defaults to arXiv's 3 s etiquette, which applies to the whole export host. */
  minIntervalMs?: number;
  maxRetries?: number;
  fetch?: FetchLike;
  /** Used for Retry-After/backoff waits only. */
  sleep?: Sleep;
  gate?: RequestGate;
  timeoutMs?: number;
  backoffBaseMs?: number;
  maxRetryAfterMs?: number;
  metadataPrefix?: string;
  userAgent?: string;
}

export interface ListRecordsParams {
  /** e.g. `cs` or `physics:hep-th`. */
  set?: string;
  /** Datestamps, `YYYY-MM-DD`. */
  from?: string;
  until?: string;
  /** When given, the other parameters are ignored: OAI-PMH makes it exclusive. */
  resumptionToken?: string;
}

export class OaiPmhClient {
  readonly baseUrl: string;
  private readonly metadataPrefix: string;
  private readonly http: HttpRequester;

  constructor(options: OaiPmhClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? 'http://export.arxiv.org/oai2';
    this.metadataPrefix = options.metadataPrefix ?? 'arXiv';
    this.http = {
      service: 'arXiv OAI-PMH',
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      gate: options.gate ?? new RequestGate(options.minIntervalMs ?? 3000),
      sleep: options.sleep ?? realSleep,
      policy: {
        maxRetries: options.maxRetries ?? 4,
        backoffBaseMs: options.backoffBaseMs ?? 5000,
        backoffMaxMs: 120_000,
        maxRetryAfterMs: options.maxRetryAfterMs ?? 10 * 60_000,
        timeoutMs: options.timeoutMs ?? 120_000,
      },
      headers: { accept: 'text/xml, application/xml', 'user-agent': options.userAgent ?? 'ScholarLens/0.1 (OAI-PMH harvest)' },
    };
  }

  async listRecords(params: ListRecordsParams = {}, signal?: AbortSignal): Promise<OaiRecordsPage> {
    const query = new URLSearchParams({ verb: 'ListRecords' });
    if (params.resumptionToken) {
      query.set('resumptionToken', params.resumptionToken);
    } else {
      query.set('metadataPrefix', this.metadataPrefix);
      if (params.set) query.set('set', params.set);
      if (params.from) query.set('from', params.from);
      if (params.until) query.set('until', params.until);
    }
    const url = `${this.baseUrl}?${query}`;
    const res = await getWithRetry(this.http, url, signal);
    assertOk(this.http, url, res);
    return parseOaiRecords(res.body);
  }

  /** Pages of a whole harvest, following resumption tokens until the last page. */
  async *harvest(params: ListRecordsParams = {}, signal?: AbortSignal): AsyncIterable<OaiRecordsPage> {
    let page = await this.listRecords(params, signal);
    yield page;
    while (page.token) {
      page = await this.listRecords({ resumptionToken: page.token.value }, signal);
      yield page;
    }
  }
}
