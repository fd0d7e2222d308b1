/**
 * Client for arXiv's OAI-PMH endpoint, used for bulk acquisition. Harvests are
 * resumable: persist the last `token` and pass it back as `resumptionToken`
 * after a crash. 503 + Retry-After is OAI's standard flow control and is waited out.
 */
import { type HttpClientOptions, httpRequester } from '../http/http-requester.js';
import { assertOk, getWithRetry, type HttpRequester } from '../http/retrying-fetch.js';
import { parseOaiRecords, type OaiRecordsPage } from './oai-pmh.js';

/** `minIntervalMs` defaults to arXiv's 3 s etiquette, which applies to the whole export host. */
export interface OaiPmhClientOptions extends HttpClientOptions {
  baseUrl?: string;
  metadataPrefix?: string;
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
    this.http = httpRequester(options, {
      service: 'arXiv OAI-PMH',
      minIntervalMs: 3000,
      maxRetries: 4,
      backoffBaseMs: 5000,
      backoffMaxMs: 120_000,
      maxRetryAfterMs: 10 * 60_000,
      timeoutMs: 120_000,
      accept: 'text/xml, application/xml',
      userAgent: 'ScholarLens/0.1 (OAI-PMH harvest)',
    });
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
