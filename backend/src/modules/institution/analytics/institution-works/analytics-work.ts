/**
 * A work of the institution as analytics holds it (`analytics_works`), mapped from OpenAlex's
 * documented work shape: title, DOI, year, date, citations, citation percentile, primary field, every
 * topic's field, authorships with their institutions and countries, citations per year.
 */
import { bareDoi } from '../../../../platform/external/openalex/openalex-work.js';

export interface WorkInstitution {
  id: string;
  name: string;
  countryCode: string | null;
}

export interface WorkAuthorship {
  authorId: string | null;
  orcid: string | null;
  name: string;
  institutions: WorkInstitution[];
  countries: string[];
}

export interface AnalyticsWork {
  workId: string;
  title: string;
  /** Bare and lower case (`10.…`); null when OpenAlex has none (or the row predates the column, until the next sync). */
  doi: string | null;
  year: number | null;
  /** YYYY-MM-DD or null. */
  date: string | null;
  citations: number;
  /** citation_normalized_percentile.value, 0..1. */
  percentile: number | null;
  field: string | null;
  fieldId: string | null;
  /** Fields of every topic, distinct. */
  fields: string[];
  topics: { id: string; name: string }[];
  authorships: WorkAuthorship[];
  countsByYear: { year: number; citations: number }[];
}

/** The fields the sync asks OpenAlex for (`select`). */
export const ANALYTICS_WORK_FIELDS = [
  'id',
  'title',
  'display_name',
  'doi',
  'publication_year',
  'publication_date',
  'cited_by_count',
  'citation_normalized_percentile',
  'primary_topic',
  'topics',
  'authorships',
  'counts_by_year',
] as const;

/** What the sync reads of an OpenAlex work (its documented shape; everything optional). */
export interface OpenAlexAnalyticsWork {
  id: string;
  title?: string | null;
  display_name?: string | null;
  doi?: string | null;
  publication_year?: number | null;
  publication_date?: string | null;
  cited_by_count?: number | null;
  citation_normalized_percentile?: { value?: number | null } | null;
  primary_topic?: { field?: { id?: string | null; display_name?: string | null } | null } | null;
  topics?: { id?: string | null; display_name?: string | null; field?: { display_name?: string | null } | null }[] | null;
  authorships?:
    | {
        author?: { id?: string | null; display_name?: string | null; orcid?: string | null } | null;
        institutions?: { id?: string | null; display_name?: string | null; country_code?: string | null }[] | null;
        countries?: string[] | null;
      }[]
    | null;
  counts_by_year?: { year?: number; cited_by_count?: number }[] | null;
}

/** `https://openalex.org/I123` → `I123`; `https://orcid.org/0000-…` → `0000-…`. */
export const shortId = (id: string | null | undefined): string | null => (id ? id.replace(/^https?:\/\/[^/]+\//, '').replace(/^fields\//, '') : null);

export function toAnalyticsWork(w: OpenAlexAnalyticsWork): AnalyticsWork {
  const fields = [...new Set((w.topics ?? []).map((t) => t.field?.display_name).filter((f): f is string => Boolean(f)))];
  return {
    workId: shortId(w.id) ?? w.id,
    title: (w.title ?? w.display_name ?? '').trim() || '(untitled)',
    doi: bareDoi(w.doi),
    year: Number.isInteger(w.publication_year) ? (w.publication_year as number) : null,
    date: w.publication_date && /^\d{4}-\d{2}-\d{2}$/.test(w.publication_date) ? w.publication_date : null,
    citations: Math.max(0, w.cited_by_count ?? 0),
    percentile: typeof w.citation_normalized_percentile?.value === 'number' ? w.citation_normalized_percentile.value : null,
    field: w.primary_topic?.field?.display_name ?? null,
    fieldId: shortId(w.primary_topic?.field?.id),
    fields,
    topics: (w.topics ?? []).flatMap((t) => (t.id && t.display_name ? [{ id: shortId(t.id) as string, name: t.display_name }] : [])),
    authorships: (w.authorships ?? []).map((a) => ({
      authorId: shortId(a.author?.id),
      orcid: shortId(a.author?.orcid),
      name: a.author?.display_name ?? '',
      institutions: (a.institutions ?? []).flatMap((i) => (i.id ? [{ id: shortId(i.id) as string, name: i.display_name ?? '', countryCode: i.country_code ?? null }] : [])),
      countries: a.countries ?? [],
    })),
    countsByYear: (w.counts_by_year ?? []).flatMap((c) => (Number.isInteger(c.year) ? [{ year: c.year as number, citations: c.cited_by_count ?? 0 }] : [])),
  };
}
