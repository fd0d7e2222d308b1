/**
 * Replay of the recorded OpenAlex responses in <repo>/../shared/data/fixtures/openalex for the
 * loopback replay server (tests, browser tests). Each recording `{url, status_code, body}` is
 * served for its own request; beyond the recordings:
 * - a single work is also found by its W… id; an unknown one gets the recorded HTML 404;
 * - a search (`search=` or `filter=title.search:`) is served the recording of the same title
 *   search, else an empty page (count 0), which is what OpenAlex answers for no match;
 * - a single work is found by its DOI too (`/works/https://doi.org/<DOI>`), as OpenAlex documents it;
 * - a list of the works citing a work (`filter=cites:W…`) or cited by it (`cited_by:W…`) is served
 *   the recording of that list in ../openalex-institutional (its count, cut to per_page and sorted
 *   as asked), else an empty page: nothing was recorded for that work;
 * - any other list (newest works, a category's filter) is served the recorded works themselves,
 *   filtered by the topic filters the app uses (primary_topic.field.id, primary_topic.subfield.id,
 *   topics.id), sorted as asked (publication_date/cited_by_count) and cut to per_page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, type ReplayRequest, type ReplayResponse, type ReplayRoutes } from '../../testing/replay-server.js';
import type { OpenAlexWork } from './openalex-work.js';

export const OPENALEX_FIXTURES_DIR = path.join(FIXTURES_DIR, 'openalex');
/** The second set: recorded citing and cited-by lists among them (works-filter-cites-…, works-filter-cited_by-…). */
export const OPENALEX_LINK_FIXTURES_DIR = path.join(FIXTURES_DIR, 'openalex-institutional');

const JSON_HEADERS = { 'content-type': 'application/json' };
const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8' };

interface Recording {
  path: string;
  select: string | null;
  titleSearch: string | null;
  status: number;
  body: unknown;
}

/** A recorded list of the works citing (`cites:W…`) or cited by (`cited_by:W…`) one work. */
interface LinkList {
  filter: string;
  count: number;
  results: OpenAlexWork[];
}

export interface OpenAlexRecordings {
  singles: Recording[];
  linkLists: LinkList[];
  lists: Recording[];
  /** Every full work recorded (singles and list results), once each. */
  works: OpenAlexWork[];
  notFoundHtml: string;
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const decodePath = (p: string) => {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
};

function loadLinkLists(dir: string): LinkList[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => /^works-filter-(cites|cited_by)-W\d+/.test(f));
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { url: string; body: { meta?: { count?: number }; results: OpenAlexWork[] } };
    const filter = new URL(raw.url).searchParams.get('filter') ?? '';
    return { filter, count: raw.body.meta?.count ?? raw.body.results.length, results: raw.body.results };
  });
}

export function loadOpenAlexRecordings(dir = OPENALEX_FIXTURES_DIR, linkDir = OPENALEX_LINK_FIXTURES_DIR): OpenAlexRecordings {
  const singles: Recording[] = [];
  const lists: Recording[] = [];
  const works = new Map<string, OpenAlexWork>();
  let notFoundHtml = '<!doctype html><title>404 Not Found</title><h1>Not Found</h1>';
  for (const file of readdirSync(dir).sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.html')) {
      notFoundHtml = text;
      continue;
    }
    if (!file.endsWith('.json')) continue;
    const raw = JSON.parse(text) as { url?: string; status_code?: number; body?: unknown; id?: string };
    // A bare work (no recording envelope): served at /works/<its id>.
    const rec = raw.url ? raw : { url: `https://api.openalex.org/works/${String(raw.id).replace(/^https?:\/\/openalex\.org\//, '')}`, status_code: 200, body: raw };
    const url = new URL(rec.url!);
    const filter = url.searchParams.get('filter') ?? '';
    const titleSearch = /(?:^|,)title\.search:([^,]*)/.exec(filter)?.[1] ?? null;
    const entry: Recording = {
      path: decodePath(url.pathname),
      select: url.searchParams.get('select'),
      titleSearch: titleSearch === null ? null : norm(titleSearch),
      status: rec.status_code ?? 200,
      body: rec.body,
    };
    (url.pathname === '/works' ? lists : singles).push(entry);
    const body = rec.body as { id?: string; title?: string; results?: OpenAlexWork[] };
    for (const w of body?.results ?? (body?.id && body?.title ? [body as OpenAlexWork] : [])) {
      if (!works.has(w.id)) works.set(w.id, w);
    }
  }
  return { singles, lists, linkLists: loadLinkLists(linkDir), works: [...works.values()], notFoundHtml };
}

function filterValues(filter: string, key: string): string[] | null {
  const m = new RegExp(`(?:^|,)${key.replace(/\./g, '\\.')}:([^,]*)`).exec(filter);
  return m ? m[1].split('|').map((v) => v.trim()).filter(Boolean) : null;
}

const idMatches = (id: string | undefined, wanted: string[]) => Boolean(id) && wanted.some((w) => id === w || id!.endsWith(`/${w}`));

function matchesFilters(work: OpenAlexWork, filter: string): boolean {
  const w = work as OpenAlexWork & {
    primary_topic?: { field?: { id?: string }; subfield?: { id?: string } } | null;
    topics?: { id?: string }[] | null;
  };
  const field = filterValues(filter, 'primary_topic.field.id');
  if (field && !idMatches(w.primary_topic?.field?.id, field)) return false;
  const subfield = filterValues(filter, 'primary_topic.subfield.id');
  if (subfield && !idMatches(w.primary_topic?.subfield?.id, subfield)) return false;
  const topics = filterValues(filter, 'topics.id');
  if (topics && !(w.topics ?? []).some((t) => idMatches(t.id, topics))) return false;
  const to = filterValues(filter, 'to_publication_date');
  if (to && w.publication_date && w.publication_date > to[0]) return false;
  return true;
}

function listPage(results: OpenAlexWork[], req: ReplayRequest): ReplayResponse {
  const perPage = Math.min(200, Math.max(1, Number(req.query.get('per_page') ?? 25) || 25));
  const body = {
    meta: { count: results.length, db_response_time_ms: 1, page: req.query.get('cursor') ? null : 1, per_page: perPage, next_cursor: null, groups_count: null },
    results: results.slice(0, perPage),
    group_by: [],
  };
  return { status: 200, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

function sortWorks(works: OpenAlexWork[], sort: string | null): OpenAlexWork[] {
  const [key, dir] = (sort ?? '').split(':');
  const sign = dir === 'asc' ? 1 : -1;
  const value = (w: OpenAlexWork): string | number =>
    key === 'cited_by_count' ? (w.cited_by_count ?? 0) : key === 'publication_date' ? (w.publication_date ?? '') : 0;
  return key ? [...works].sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0)) : works;
}

export function openAlexRoutes(options: { dir?: string; recordings?: OpenAlexRecordings } = {}): ReplayRoutes {
  const rec = options.recordings ?? loadOpenAlexRecordings(options.dir);
  return (req) => {
    if (req.method !== 'GET') return undefined;
    const p = decodePath(req.path);
    if (p === '/works') {
      const filter = req.query.get('filter') ?? '';
      const links = filterValues(filter, 'cites') ?? filterValues(filter, 'cited_by');
      if (links) {
        const key = `${filterValues(filter, 'cites') ? 'cites' : 'cited_by'}:${links[0]}`;
        const hit = rec.linkLists.find((l) => l.filter === key);
        if (!hit) return listPage([], req);
        const page = JSON.parse(listPage(sortWorks(hit.results, req.query.get('sort')), req).body as string) as { meta: { count: number } };
        page.meta.count = hit.count;
        return { status: 200, headers: JSON_HEADERS, body: JSON.stringify(page) };
      }
      const search = req.query.get('search') ?? filterValues(filter, 'title.search')?.join('|') ?? null;
      if (search !== null) {
        const hit = rec.lists.find((l) => l.titleSearch === norm(search));
        if (hit) return { status: hit.status, headers: JSON_HEADERS, body: JSON.stringify(hit.body) };
        return listPage([], req);
      }
      return listPage(sortWorks(rec.works.filter((w) => matchesFilters(w, filter)), req.query.get('sort')), req);
    }
    if (!p.startsWith('/works/')) return undefined;
    const ref = p.slice('/works/'.length);
    const select = req.query.get('select');
    const hit = rec.singles.find((s) => s.path === p && (s.select === null || s.select === select));
    if (hit) return { status: hit.status, headers: JSON_HEADERS, body: JSON.stringify(hit.body) };
    const doi = /^https?:\/\/doi\.org\/(.+)$/i.exec(ref)?.[1]?.toLowerCase();
    const byId = rec.works.find((w) => w.id.endsWith(`/${ref}`) || w.id === ref || (doi !== undefined && w.doi?.toLowerCase() === `https://doi.org/${doi}`));
    if (byId) return { status: 200, headers: JSON_HEADERS, body: JSON.stringify(byId) };
    return { status: 404, headers: HTML_HEADERS, body: rec.notFoundHtml };
  };
}
