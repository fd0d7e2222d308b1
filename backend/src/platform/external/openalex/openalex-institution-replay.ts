/**
 * Replay of OpenAlex's institution endpoints and of an institution's works for analytics (tests,
 * browser tests), from the recordings in <repo>/../shared/data/fixtures/openalex-institutional:
 * - `/institutions/I…` and `/institutions/https://ror.org/…`: the recorded institutions (Michigan,
 *   Florida, Florida by ROR); an institution met in the recorded works' authorships (Harvard, whose
 *   works page is recorded) is answered in OpenAlex's documented institution shape from that
 *   authorship entry (id, name, ROR, country, type) and the recorded works count; others 404.
 * - `/institutions?filter=country_code:…,type:…`: the recorded institutions of that country and
 *   type, most works first, cut to per_page (OpenAlex's list shape).
 * - `/works?filter=authorships.institutions.id:I136199984,…`: the recorded works page of that
 *   institution, served in cursor pages of per_page (the cursor is the offset, opaque to the client;
 *   `next_cursor` null on the last page); any other institution an empty page, as recorded for one.
 *   `shiftYears` moves every publication date and citation year forward by whole years (tests of
 *   timeframes ending today; the recorded works are from 2021 and before), saying so in the option.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, type ReplayRequest, type ReplayResponse, type ReplayRoutes } from '../../testing/replay-server.js';
import type { OpenAlexInstitution } from './openalex.client.js';

export const OPENALEX_INSTITUTIONAL_DIR = path.join(FIXTURES_DIR, 'openalex-institutional');
export const RECORDED_WORKS_INSTITUTION = 'I136199984';

const JSON_HEADERS = { 'content-type': 'application/json' };
const read = (file: string) => JSON.parse(readFileSync(path.join(OPENALEX_INSTITUTIONAL_DIR, file), 'utf8')) as { body?: unknown; url?: string };
const bodyOf = <T>(file: string): T => {
  const raw = read(file);
  return (raw.url ? raw.body : raw) as T;
};

type RecordedWork = {
  id: string;
  publication_year?: number | null;
  publication_date?: string | null;
  counts_by_year?: { year: number; cited_by_count: number }[] | null;
  authorships?: { institutions?: { id?: string; display_name?: string; ror?: string | null; country_code?: string | null; type?: string | null }[] }[];
};

export interface InstitutionReplayOptions {
  /** Whole years added to every recorded work's dates (see above); 0 serves them as recorded. */
  shiftYears?: number;
}

function shifted(w: RecordedWork, years: number): RecordedWork {
  if (!years) return w;
  const date = w.publication_date ? `${Number(w.publication_date.slice(0, 4)) + years}${w.publication_date.slice(4)}` : w.publication_date;
  return {
    ...w,
    publication_year: w.publication_year ? w.publication_year + years : w.publication_year,
    publication_date: date,
    counts_by_year: w.counts_by_year?.map((c) => ({ ...c, year: c.year + years })) ?? null,
  };
}

const json = (status: number, body: unknown): ReplayResponse => ({ status, headers: JSON_HEADERS, body: JSON.stringify(body) });
const short = (id: string | undefined | null) => (id ?? '').replace(/^https?:\/\/openalex\.org\//, '');

export function openAlexInstitutionRoutes(options: InstitutionReplayOptions = {}): ReplayRoutes {
  const page = bodyOf<{ meta: { count: number }; results: RecordedWork[] }>(`works-filter-authorships.institutions.id-${RECORDED_WORKS_INSTITUTION}-per50.json`);
  const works = page.results.map((w) => shifted(w, options.shiftYears ?? 0));
  const recorded: OpenAlexInstitution[] = [
    bodyOf('institution-I27837315-university-of-michigan.json'),
    bodyOf('institution-I33213144-university-of-florida.json'),
    ...bodyOf<{ results: OpenAlexInstitution[] }>('institutions-search-machine-learning-per20.json').results,
  ];
  const byRor = bodyOf<OpenAlexInstitution>('institution-by-ror-02y3ad647.json');
  const fromAuthorships = (match: (i: { id?: string; ror?: string | null }) => boolean): OpenAlexInstitution | null => {
    for (const w of page.results)
      for (const a of w.authorships ?? [])
        for (const i of a.institutions ?? [])
          if (match(i))
            return {
              id: i.id as string,
              ror: i.ror ?? null,
              display_name: i.display_name ?? '',
              country_code: i.country_code ?? null,
              type: i.type ?? null,
              works_count: short(i.id) === RECORDED_WORKS_INSTITUTION ? page.meta.count : null,
              cited_by_count: null,
              summary_stats: null,
            };
    return null;
  };

  return (req: ReplayRequest) => {
    if (req.method !== 'GET') return undefined;
    let p: string;
    try {
      p = decodeURIComponent(req.path);
    } catch {
      p = req.path;
    }
    if (p === '/institutions') {
      const filter = req.query.get('filter') ?? '';
      const country = /(?:^|,)country_code:([^,]*)/.exec(filter)?.[1]?.toUpperCase();
      const type = /(?:^|,)type:([^,]*)/.exec(filter)?.[1];
      const perPage = Math.min(200, Math.max(1, Number(req.query.get('per_page') ?? 25) || 25));
      const seen = new Set<string>();
      const results = recorded
        .filter((i) => (!country || i.country_code === country) && (!type || i.type === type) && !seen.has(i.id) && seen.add(i.id))
        .sort((a, b) => (b.works_count ?? 0) - (a.works_count ?? 0));
      return json(200, { meta: { count: results.length, per_page: perPage, page: 1 }, results: results.slice(0, perPage), group_by: [] });
    }
    if (p.startsWith('/institutions/')) {
      const ref = p.slice('/institutions/'.length);
      const ror = /^https?:\/\/ror\.org\/(.+)$/i.exec(ref)?.[1]?.toLowerCase();
      if (ror) {
        if (byRor.ror?.endsWith(`/${ror}`)) return json(200, byRor);
        const built = fromAuthorships((i) => Boolean(i.ror?.toLowerCase().endsWith(`/${ror}`)));
        return built ? json(200, built) : { status: 404, headers: JSON_HEADERS, body: '{"error":"404 Not Found"}' };
      }
      const hit = recorded.find((i) => short(i.id).toUpperCase() === ref.toUpperCase()) ?? fromAuthorships((i) => short(i.id).toUpperCase() === ref.toUpperCase());
      return hit ? json(200, hit) : { status: 404, headers: JSON_HEADERS, body: '{"error":"404 Not Found"}' };
    }
    if (p === '/works') {
      const filter = req.query.get('filter') ?? '';
      const inst = /(?:^|,)authorships\.institutions\.id:([^,]*)/.exec(filter)?.[1];
      if (!inst) return undefined;
      const perPage = Math.min(200, Math.max(1, Number(req.query.get('per_page') ?? 25) || 25));
      const list = short(inst).toUpperCase() === RECORDED_WORKS_INSTITUTION ? works : [];
      const cursor = req.query.get('cursor');
      const offset = cursor && cursor !== '*' ? Number(Buffer.from(cursor, 'base64url').toString()) || 0 : 0;
      const results = list.slice(offset, offset + perPage);
      const next = cursor && offset + perPage < list.length ? Buffer.from(String(offset + perPage)).toString('base64url') : null;
      return json(200, { meta: { count: list.length, per_page: perPage, page: cursor ? null : 1, next_cursor: next }, results, group_by: [] });
    }
    return undefined;
  };
}
