/**
 * The analytics formulas (spec inst §3), pure: every figure from the institution's works, its
 * members and its contract, as the contract types' doc comments state (shared-contracts
 * analytics.ts). No I/O and no clock: the caller passes `today`.
 */
import {
  ANALYTICS_DEPARTMENT_FILTERS,
  ANALYTICS_TIMEFRAME_MONTHS,
  type AnalyticsDepartment,
  type AnalyticsPeriodCount,
  type AnalyticsTimeframe,
} from '@scholarlens/contracts';
import type { AnalyticsWork } from '../institution-works/analytics-work.js';

export interface Window {
  /** Inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The period of the same length just before: [previousFrom, from). */
  previousFrom: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  const dayOfMonth = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(dayOfMonth, last));
  return day(d);
}

/** The timeframe ending today: from = today − N months + 1 day; the previous period is the N months before. */
export function timeframeWindow(timeframe: AnalyticsTimeframe, today: string): Window {
  const months = ANALYTICS_TIMEFRAME_MONTHS[timeframe];
  const start = addMonths(today, -months);
  const from = day(new Date(new Date(`${start}T00:00:00.000Z`).getTime() + 86_400_000));
  return { from, to: today, previousFrom: day(new Date(new Date(`${addMonths(today, -2 * months)}T00:00:00.000Z`).getTime() + 86_400_000)) };
}

export const inWindow = (w: AnalyticsWork, from: string, to: string) => w.date !== null && w.date >= from && w.date <= to;

/** Does the member's department text belong to the filter key (ANALYTICS_DEPARTMENT_FILTERS.memberWords)? */
export function memberDepartmentMatches(department: string | null, key: AnalyticsDepartment): boolean {
  if (key === 'all') return true;
  if (!department) return false;
  const words = department.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const text = ` ${words.join(' ')} `;
  return ANALYTICS_DEPARTMENT_FILTERS[key].memberWords.some((w) => (w.includes(' ') ? text.includes(` ${w} `) : words.includes(w)));
}

/** Authors (OpenAlex author ids and ORCIDs) linked by members, with their department. */
export interface LinkedAuthor {
  memberId: string;
  department: string | null;
  openAlexAuthorId: string | null;
  orcid: string | null;
  /** DOIs of the works on the member's ORCID record, as an ORCID integration read them (bare, lower case). */
  orcidDois?: ReadonlySet<string>;
}

/**
 * A linked author wrote the work: an authorship names their OpenAlex author or their ORCID iD, or
 * the work's DOI is on their ORCID record (OpenAlex leaves many authorships without an ORCID).
 */
export function workHasAuthor(w: AnalyticsWork, authors: LinkedAuthor[]): boolean {
  if (w.doi !== null && authors.some((l) => l.orcidDois?.has(w.doi as string))) return true;
  return w.authorships.some((a) => authors.some((l) => (l.openAlexAuthorId !== null && a.authorId === l.openAlexAuthorId) || (l.orcid !== null && a.orcid === l.orcid)));
}

/** The department filter: the work's primary field is one of the department's OpenAlex fields, or a linked author of the department wrote it. */
export function inDepartment(w: AnalyticsWork, key: AnalyticsDepartment, linked: LinkedAuthor[]): boolean {
  if (key === 'all') return true;
  const filter = ANALYTICS_DEPARTMENT_FILTERS[key];
  if (w.fieldId !== null && filter.openAlexFields.includes(w.fieldId)) return true;
  return workHasAuthor(
    w,
    linked.filter((l) => memberDepartmentMatches(l.department, key)),
  );
}

/** h-index: the largest h such that h works have at least h citations each. */
export function hIndex(citations: number[]): number {
  const sorted = [...citations].sort((a, b) => b - a);
  let h = 0;
  while (h < sorted.length && sorted[h] >= h + 1) h++;
  return h;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** (current − previous) ÷ previous × 100, one decimal; null when previous is 0. */
export function growth(current: number, previous: number): number | null {
  return previous === 0 ? null : round1(((current - previous) / previous) * 100);
}

/** Distinct institutions other than `ownId` among the works' authorships. */
export function collaboratingInstitutions(works: AnalyticsWork[], ownId: string): Map<string, { name: string; countryCode: string | null; works: number }> {
  const out = new Map<string, { name: string; countryCode: string | null; works: number }>();
  for (const w of works) {
    const seen = new Set<string>();
    for (const a of w.authorships)
      for (const i of a.institutions) {
        if (i.id === ownId || seen.has(i.id)) continue;
        seen.add(i.id);
        const hit = out.get(i.id) ?? { name: i.name, countryCode: i.countryCode, works: 0 };
        hit.works++;
        out.set(i.id, hit);
      }
  }
  return out;
}

/** Mean citation_normalized_percentile × 100 over works that have one, one decimal; null without any. */
export function impactScore(works: AnalyticsWork[]): number | null {
  const p = works.map((w) => w.percentile).filter((v): v is number => v !== null);
  return p.length ? round1((p.reduce((s, v) => s + v, 0) / p.length) * 100) : null;
}

/** Citations counted in `year` and `year − 1` as % of all citations counted by year, one decimal; null without any. */
export function trendingScore(works: AnalyticsWork[], year: number): number | null {
  let recent = 0;
  let all = 0;
  for (const w of works)
    for (const c of w.countsByYear) {
      all += c.citations;
      if (c.year >= year - 1) recent += c.citations;
    }
  return all === 0 ? null : round1((recent / all) * 100);
}

/** Citations per paper per year since publication: mean over works with a year of citations ÷ max(1, year − publication year + 1). */
export function citationVelocity(works: AnalyticsWork[], year: number): number | null {
  const v = works.filter((w) => w.year !== null).map((w) => w.citations / Math.max(1, year - (w.year as number) + 1));
  return v.length ? Math.round((v.reduce((s, x) => s + x, 0) / v.length) * 100) / 100 : null;
}

/** % of works whose topics span more than one field. */
export function crossDisciplinary(works: AnalyticsWork[]): number | null {
  const withTopics = works.filter((w) => w.fields.length > 0);
  return withTopics.length ? round1((withTopics.filter((w) => w.fields.length > 1).length / withTopics.length) * 100) : null;
}

/** % of works with a co-author at an institution in another country than `ownCountry`; null without works or country. */
export function internationalReach(works: AnalyticsWork[], ownCountry: string | null): number | null {
  if (!ownCountry || works.length === 0) return null;
  const foreign = works.filter((w) => w.authorships.some((a) => a.institutions.some((i) => i.countryCode !== null && i.countryCode !== ownCountry)));
  return round1((foreign.length / works.length) * 100);
}

/** Median years from publication to the first year with a citation, over works cited in a year on record. */
export function timeToImpact(works: AnalyticsWork[]): number | null {
  const lags = works
    .filter((w) => w.year !== null)
    .map((w) => {
      const years = w.countsByYear.filter((c) => c.citations > 0).map((c) => c.year);
      return years.length ? Math.max(0, Math.min(...years) - (w.year as number)) : null;
    })
    .filter((v): v is number => v !== null)
    .sort((a, b) => a - b);
  if (!lags.length) return null;
  const mid = Math.floor(lags.length / 2);
  return lags.length % 2 ? lags[mid] : (lags[mid - 1] + lags[mid]) / 2;
}

/** Papers and citations per month (`YYYY-MM`) or per year for 5 years, every period of the window, oldest first. */
export function series(works: AnalyticsWork[], window: Window, byYear: boolean): AnalyticsPeriodCount[] {
  const keyOf = (date: string) => (byYear ? date.slice(0, 4) : date.slice(0, 7));
  const keys: string[] = [];
  if (byYear) for (let y = Number(window.from.slice(0, 4)); y <= Number(window.to.slice(0, 4)); y++) keys.push(String(y));
  else for (let d = `${window.from.slice(0, 7)}-01`; d.slice(0, 7) <= window.to.slice(0, 7); d = addMonths(d, 1)) keys.push(d.slice(0, 7));
  const counts = new Map(keys.map((k) => [k, { period: k, papers: 0, citations: 0 }]));
  for (const w of works) {
    const hit = w.date ? counts.get(keyOf(w.date)) : undefined;
    if (!hit) continue;
    hit.papers++;
    hit.citations += w.citations;
  }
  return [...counts.values()];
}

export function fieldCounts(works: AnalyticsWork[], limit = 12): { field: string; papers: number; citations: number }[] {
  const m = new Map<string, { field: string; papers: number; citations: number }>();
  for (const w of works) {
    if (!w.field) continue;
    const hit = m.get(w.field) ?? { field: w.field, papers: 0, citations: 0 };
    hit.papers++;
    hit.citations += w.citations;
    m.set(w.field, hit);
  }
  return [...m.values()].sort((a, b) => b.papers - a.papers || a.field.localeCompare(b.field)).slice(0, limit);
}

/** Countries of co-authoring institutions (the own institution's excluded), counted once per work. */
export function countryCounts(works: AnalyticsWork[], ownId: string, limit = 20): { countryCode: string; works: number }[] {
  const m = new Map<string, number>();
  for (const w of works) {
    const seen = new Set<string>();
    for (const a of w.authorships) for (const i of a.institutions) if (i.id !== ownId && i.countryCode) seen.add(i.countryCode);
    for (const c of seen) m.set(c, (m.get(c) ?? 0) + 1);
  }
  return [...m.entries()]
    .map(([countryCode, n]) => ({ countryCode, works: n }))
    .sort((a, b) => b.works - a.works || a.countryCode.localeCompare(b.countryCode))
    .slice(0, limit);
}

/** Months of the contract [start, end] inside the window (whole days ÷ 30.4375, two decimals). */
export function contractMonthsInside(contract: { startDate: string; endDate: string }, window: { from: string; to: string }): number {
  // ISO dates compare as text: the later start and the earlier end.
  const [, from] = [contract.startDate, window.from].sort();
  const [to] = [contract.endDate, window.to].sort();
  if (to < from) return 0;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.round((days / 30.4375) * 100) / 100;
}
