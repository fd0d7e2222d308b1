/**
 * Client of NIH RePORTER's project search (docs/ARCHITECTURE.md §8; POST <url> with a JSON query, as
 * api.reporter.nih.gov documents it for /v2/projects/search): projects whose title, terms or abstract
 * name any of the given phrases, newest award first. 429 and 5xx are retried with backoff through the
 * shared retrying fetch (a search changes nothing, so a retry is safe); any other failure, and an
 * answer without a results list (an error notice in a 200, as some grant APIs send), is an error
 * naming the service, never an empty list.
 */
import { type HttpClientOptions, httpRequester } from '../http/http-requester.js';
import { ExternalHttpError, assertOk, getWithRetry, type HttpRequester } from '../http/retrying-fetch.js';

export const NIH_REPORTER_SERVICE = 'NIH RePORTER';

/** A project as the search answers it (snake_case; v1 answers put org_name at the top, v2 under organization). */
interface RawProject {
  appl_id?: number;
  project_num?: string;
  project_title?: string;
  agency_code?: string;
  agency_ic_admin?: { abbreviation?: string; name?: string } | null;
  award_amount?: number | null;
  fiscal_year?: number | null;
  project_start_date?: string | null;
  project_end_date?: string | null;
  award_notice_date?: string | null;
  org_name?: string | null;
  organization?: { org_name?: string | null } | null;
  contact_pi_name?: string | null;
  abstract_text?: string | null;
  pref_terms?: string | null;
  terms?: string | null;
}

export interface NihProject {
  applId: number | null;
  projectNum: string;
  title: string;
  /** The administering institute (e.g. NCI) when answered, else the agency code (NIH). */
  agency: string;
  awardAmount: number | null;
  fiscalYear: number | null;
  projectStart: string | null;
  projectEnd: string | null;
  awardNoticeDate: string | null;
  organization: string | null;
  contactPi: string | null;
  abstract: string;
  /** NIH's preferred terms of the project (semicolon-separated in the answer). */
  terms: string[];
}

export interface NihSearch {
  /** Phrases searched in title, terms and abstract, any of them. */
  phrases: string[];
  limit: number;
}

export interface NihClientOptions extends HttpClientOptions {
  url: string;
}

const INCLUDE_FIELDS = [
  'ApplId',
  'ProjectNum',
  'ProjectTitle',
  'AgencyCode',
  'AgencyIcAdmin',
  'AwardAmount',
  'FiscalYear',
  'ProjectStartDate',
  'ProjectEndDate',
  'AwardNoticeDate',
  'Organization',
  'ContactPiName',
  'AbstractText',
  'PrefTerms',
];

export class NihReporterClient {
  readonly url: string;
  private readonly http: HttpRequester;

  constructor(options: NihClientOptions) {
    this.url = options.url;
    this.http = httpRequester(options, {
      service: NIH_REPORTER_SERVICE,
      // RePORTER asks for no more than one request per second.
      minIntervalMs: 1_000,
      maxRetries: 2,
      backoffBaseMs: 1_000,
      backoffMaxMs: 10_000,
      maxRetryAfterMs: 30_000,
      timeoutMs: 20_000,
      accept: 'application/json',
      userAgent: 'ScholarLens/0.1 (AI research assistant grants)',
    });
  }

  /** The request body of a search, as sent (exported for the test that checks it). */
  static body(search: NihSearch): Record<string, unknown> {
    const text = search.phrases.map((p) => `"${p.replace(/"/g, '')}"`).join(' OR ');
    return {
      criteria: {
        advanced_text_search: { operator: 'advanced', search_field: 'projecttitle,terms,abstracttext', search_text: text },
        exclude_subprojects: true,
      },
      include_fields: INCLUDE_FIELDS,
      offset: 0,
      limit: Math.min(500, Math.max(1, search.limit)),
      sort_field: 'award_notice_date',
      sort_order: 'desc',
    };
  }

  async search(search: NihSearch, signal?: AbortSignal): Promise<{ total: number; projects: NihProject[] }> {
    const res = await getWithRetry(this.http, this.url, signal, { body: JSON.stringify(NihReporterClient.body(search)) });
    assertOk(this.http, this.url, res, 'POST');
    let body: { meta?: { total?: number }; results?: RawProject[] };
    try {
      body = JSON.parse(res.body);
    } catch {
      throw new ExternalHttpError(`${NIH_REPORTER_SERVICE} POST ${this.url}: the answer is not JSON`, NIH_REPORTER_SERVICE, this.url, res.status, res.attempts);
    }
    if (!body || !Array.isArray(body.results)) {
      const snippet = JSON.stringify(body ?? null).slice(0, 200);
      throw new ExternalHttpError(`${NIH_REPORTER_SERVICE} POST ${this.url}: unexpected answer (no results list): ${snippet}`, NIH_REPORTER_SERVICE, this.url, res.status, res.attempts);
    }
    return { total: body.meta?.total ?? body.results.length, projects: body.results.map(projectOf) };
  }
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.replace(/^\uFEFF/, '').trim() : null);

function projectOf(r: RawProject): NihProject {
  return {
    applId: typeof r.appl_id === 'number' ? r.appl_id : null,
    projectNum: text(r.project_num) ?? '',
    title: text(r.project_title) ?? '(untitled project)',
    agency: text(r.agency_ic_admin?.abbreviation) ?? text(r.agency_code) ?? 'NIH',
    awardAmount: typeof r.award_amount === 'number' ? r.award_amount : null,
    fiscalYear: typeof r.fiscal_year === 'number' ? r.fiscal_year : null,
    projectStart: text(r.project_start_date),
    projectEnd: text(r.project_end_date),
    awardNoticeDate: text(r.award_notice_date),
    organization: text(r.organization?.org_name) ?? text(r.org_name),
    contactPi: text(r.contact_pi_name),
    abstract: text(r.abstract_text) ?? '',
    terms: (text(r.pref_terms) ?? text(r.terms) ?? '')
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean),
  };
}
