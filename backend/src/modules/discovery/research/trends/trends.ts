/**
 * Research trends from the catalog's papers (spec inst §2, §3), pure: no I/O, no clock. Two
 * windows of equal length end at the newest publication date in the catalog: the recent window
 * and the one before it. Growth compares a topic's papers in the two.
 *
 * - Emerging topics: arXiv categories and title keyphrases with at least `minPapers` papers in
 *   the recent window, present in the previous one too, growing; fastest growth first.
 *   keyWords: the most frequent title words of the topic's recent papers.
 * - Research gaps (opportunities): categories whose papers grow while they hold at most the
 *   median count of recent papers per category: rising interest, few papers. A level needs both
 *   growth and a base of papers (a rise from 1 to 2 is noise, not an opportunity): high ≥ 100 %
 *   growth on at least 10 recent papers, medium ≥ 50 % on at least 5, else low; the description
 *   states the figures.
 * - Cross-disciplinary connections: pairs of categories of different archives (cs and q-bio,
 *   quant-ph and cs…) on the same papers, co-occurring more often in the recent window;
 *   connectionStrength is that paper count; potentialImpact High for a new or doubling
 *   connection, Medium from +25 %, else Low.
 */
import type { CrossDisciplinaryConnection, EmergingTopic, OpportunityLevel, ResearchGap, ResearchTrends, TrendWindow } from '@scholarlens/contracts';
import { archiveOf, categoryLabel } from './category-names.js';

export interface PaperFact {
  categories: string[];
  /** YYYY-MM-DD */
  publishedDate: string;
  keyphrases: string[];
  words: string[];
}

export interface TrendOptions {
  windowDays: number;
  minPapers: number;
  /** Items per section. */
  limit?: number;
}

export type { CrossDisciplinaryConnection, EmergingTopic, OpportunityLevel, ResearchGap, ResearchTrends, TrendWindow };

const DAY = 86_400_000;
/** Recent papers a research gap needs for each opportunity level (below: low at most). */
export const OPPORTUNITY_MIN_PAPERS = { high: 10, medium: 5 } as const;
const addDays = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const round1 = (x: number) => Math.round(x * 10) / 10;
const growth = (recent: number, previous: number) => round1(((recent - previous) / previous) * 100);

interface Count {
  recent: number;
  previous: number;
}

function bump(map: Map<string, Count>, key: string, recent: boolean): void {
  let c = map.get(key);
  if (!c) {
    c = { recent: 0, previous: 0 };
    map.set(key, c);
  }
  if (recent) c.recent++;
  else c.previous++;
}

/** The windows ending at `anchor` (the newest publication date). */
export function trendWindow(anchor: string, days: number): TrendWindow {
  return {
    days,
    recentFrom: addDays(anchor, -(days - 1)),
    recentTo: anchor,
    previousFrom: addDays(anchor, -(2 * days - 1)),
    previousTo: addDays(anchor, -days),
  };
}

function topWords(papers: PaperFact[], exclude: Set<string>, n: number): string[] {
  const counts = new Map<string, number>();
  for (const p of papers) for (const w of p.words) if (!exclude.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([w]) => w);
}

export function computeTrends(facts: readonly PaperFact[], options: TrendOptions): ResearchTrends {
  const limit = options.limit ?? 8;
  const minPapers = Math.max(1, options.minPapers);
  const empty: ResearchTrends = { emergingTopics: [], researchGaps: [], crossDisciplinaryConnections: [], window: null, papersAnalyzed: 0, catalogPapers: facts.length };
  if (facts.length === 0) return empty;
  // ISO dates compare as strings: the newest one.
  let anchor = facts[0].publishedDate;
  for (const f of facts) if (f.publishedDate > anchor) anchor = f.publishedDate;
  const window = trendWindow(anchor, options.windowDays);

  const categories = new Map<string, Count>();
  const phrases = new Map<string, Count>();
  const pairs = new Map<string, Count>();
  const recentPapers: PaperFact[] = [];
  let analyzed = 0;
  for (const f of facts) {
    if (f.publishedDate < window.previousFrom || f.publishedDate > window.recentTo) continue;
    const recent = f.publishedDate >= window.recentFrom;
    analyzed++;
    if (recent) recentPapers.push(f);
    const cats = [...new Set(f.categories)];
    for (const c of cats) bump(categories, c, recent);
    for (const k of new Set(f.keyphrases)) bump(phrases, k, recent);
    for (let i = 0; i < cats.length; i++) {
      for (let j = i + 1; j < cats.length; j++) {
        if (archiveOf(cats[i]) === archiveOf(cats[j])) continue;
        bump(pairs, [cats[i], cats[j]].sort().join('|'), recent);
      }
    }
  }
  if (analyzed === 0) return { ...empty, window };

  // Emerging topics: categories and keyphrases growing from a present base.
  const candidates: { key: string; kind: EmergingTopic['kind']; c: Count }[] = [];
  for (const [key, c] of categories) candidates.push({ key, kind: 'category', c });
  for (const [key, c] of phrases) candidates.push({ key, kind: 'keyphrase', c });
  const emerging = candidates
    .filter(({ c }) => c.recent >= minPapers && c.previous >= 1 && c.recent > c.previous)
    .map((x) => ({ ...x, g: growth(x.c.recent, x.c.previous) }))
    .sort((a, b) => b.g - a.g || b.c.recent - a.c.recent || a.key.localeCompare(b.key))
    .slice(0, limit);
  const emergingTopics: EmergingTopic[] = emerging.map(({ key, kind, c, g }) => {
    const papers = recentPapers.filter((p) => (kind === 'category' ? p.categories.includes(key) : p.keyphrases.includes(key)));
    const exclude = new Set(kind === 'keyphrase' ? key.split(' ') : []);
    return { topic: kind === 'category' ? categoryLabel(key) : key, growthRate: g, papers: c.recent, keyWords: topWords(papers, exclude, 5), kind, previousPapers: c.previous };
  });

  // Research gaps: rising categories holding few papers (at most the median per category).
  const recentCounts = [...categories.values()].map((c) => c.recent).filter((n) => n > 0).sort((a, b) => a - b);
  const median = recentCounts.length ? recentCounts[Math.floor((recentCounts.length - 1) / 2)] : 0;
  const recentTotal = recentPapers.length;
  const levelRank: Record<OpportunityLevel, number> = { high: 0, medium: 1, low: 2 };
  const researchGaps: ResearchGap[] = [...categories]
    .filter(([, c]) => c.previous >= 1 && c.recent >= 2 && c.recent > c.previous && c.recent <= median)
    .map(([key, c]) => {
      const g = growth(c.recent, c.previous);
      const opportunityLevel: OpportunityLevel =
        g >= 100 && c.recent >= OPPORTUNITY_MIN_PAPERS.high ? 'high' : g >= 50 && c.recent >= OPPORTUNITY_MIN_PAPERS.medium ? 'medium' : 'low';
      const share = round1((c.recent / Math.max(1, recentTotal)) * 100);
      const shareText = share < 0.1 ? 'under 0.1%' : `${share}%`;
      const words = topWords(recentPapers.filter((p) => p.categories.includes(key)), new Set(), 3);
      const description =
        `${c.recent} papers in the last ${options.windowDays} days, up from ${c.previous} in the ${options.windowDays} days before (+${g}%), ` +
        `${shareText} of the ${recentTotal} catalog papers of the last ${options.windowDays} days${words.length ? `; frequent title terms: ${words.join(', ')}` : ''}.`;
      return { area: categoryLabel(key), opportunityLevel, description, papers: c.recent, previousPapers: c.previous, growthRate: g };
    })
    .sort((a, b) => levelRank[a.opportunityLevel] - levelRank[b.opportunityLevel] || b.growthRate - a.growthRate || a.area.localeCompare(b.area))
    .slice(0, limit);

  // Cross-disciplinary connections: cross-archive category pairs co-occurring increasingly.
  const crossDisciplinaryConnections: CrossDisciplinaryConnection[] = [...pairs]
    .filter(([, c]) => c.recent >= Math.min(2, minPapers) && c.recent > c.previous)
    .map(([key, c]) => {
      const [a, b] = key.split('|');
      const g = c.previous > 0 ? growth(c.recent, c.previous) : null;
      const potentialImpact: CrossDisciplinaryConnection['potentialImpact'] = g === null || g >= 100 ? 'High' : g >= 25 ? 'Medium' : 'Low';
      return { domains: [categoryLabel(a), categoryLabel(b)] as [string, string], connectionStrength: c.recent, potentialImpact, previousPapers: c.previous, growthRate: g };
    })
    .sort((x, y) => y.connectionStrength - x.connectionStrength || (y.growthRate ?? 1e9) - (x.growthRate ?? 1e9) || x.domains.join().localeCompare(y.domains.join()))
    .slice(0, limit);

  return { emergingTopics, researchGaps, crossDisciplinaryConnections, window, papersAnalyzed: analyzed, catalogPapers: facts.length };
}
