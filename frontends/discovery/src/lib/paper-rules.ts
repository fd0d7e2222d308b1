/**
 * Pure display and matching rules of the discovery screens (spec core §2, §3, §5, §9; inst §2).
 * No React, no DOM: tested with node:test (paper-rules.spec.ts).
 */
import { aiProvenanceLabel, arxivPdfUrl, type BookmarkEntry, formatAuthors, type Paper, type SearchRanking } from '@scholarlens/contracts';

export type { BookmarkEntry };

// common's pure TeX module by its own entry point: node's test runner (type stripping) loads it,
// which it could not through common's index (React components).
import { texToPlainText } from '@scholarlens/common/tex';

export { formatAuthors };

/** Card limits (spec core §9). */
export const CARD_CATEGORIES = 2;
export const CARD_TAGS = 3;
export const NETWORK_LABEL_CHARS = 20;
export const TIMELINE_LABEL_CHARS = 15;
export const CLUSTER_SIZE = 3;
export const CHAT_CARD_AUTHORS = 3;
/** Demo page (inst §9). */
export const DEMO_MAX_PAPERS = 6;
export const DEMO_AUTHORS = 2;
export const DEMO_CATEGORIES = 3;

/** PDF rule (spec core §5): pdfUrl, else arXiv's PDF address from arxivId, else null (→ "PDF Not Available"). */
export function pdfHref(paper: Pick<Paper, 'pdfUrl' | 'arxivId'>): string | null {
  if (paper.pdfUrl?.trim()) return paper.pdfUrl;
  if (paper.arxivId?.trim()) return arxivPdfUrl(paper.arxivId.trim());
  return null;
}

/**
 * The identifier shown with a paper: the preprint identifier (arXiv:…) when it has one; a paper
 * saved from OpenAlex shows its DOI, else its OpenAlex work id.
 */
export function paperIdentifier(paper: Pick<Paper, 'id' | 'arxivId' | 'doi' | 'openAlexId'>): string {
  if (paper.arxivId) return `arXiv:${paper.arxivId}`;
  if (paper.doi) return `doi:${paper.doi}`;
  if (paper.openAlexId) return `OpenAlex:${paper.openAlexId}`;
  return paper.id;
}

/** Cut text to `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const t = (text ?? '').trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}

/** The first `n` authors, then "+N more" (demo: 2; chat card: 3). */
export function firstAuthors(authors: readonly string[], n: number): string {
  if (authors.length <= n) return authors.join(', ');
  return `${authors.slice(0, n).join(', ')} +${authors.length - n} more`;
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare YYYY-MM-DD is a calendar date: read it at UTC noon so no time zone moves the day.
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Short US date for cards: "Mar 5, 2026" (spec core §1). */
export function shortDate(value: string | null | undefined): string {
  const d = parseDate(value);
  return d ? d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : '';
}

/** Long US date for the paper page: "March 5, 2026". */
export function longDate(value: string | null | undefined): string {
  const d = parseDate(value);
  return d ? d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : '';
}

/** Year of publication, or null when the date is unknown. */
export function yearOf(value: string | null | undefined): number | null {
  const d = parseDate(value);
  return d ? d.getUTCFullYear() : null;
}

/**
 * The subject area of an arXiv category code, in the feed dropdown's words.
 * Physics covers arXiv's physics archives; Chemistry is physics.chem-ph; Biology is q-bio;
 * Engineering is eess (Electrical Engineering and Systems Science).
 */
export function subjectAreaOf(category: string): string | null {
  const c = category.trim().toLowerCase();
  if (c === 'physics.chem-ph') return 'Chemistry';
  if (c.startsWith('cs.') || c === 'cs') return 'Computer Science';
  if (c.startsWith('math.') || c === 'math' || c === 'math-ph') return 'Mathematics';
  if (c.startsWith('q-bio')) return 'Biology';
  if (c.startsWith('eess')) return 'Engineering';
  if (/^(physics|astro-ph|cond-mat|gr-qc|hep-|nucl-|quant-ph|nlin)/.test(c)) return 'Physics';
  if (c.startsWith('stat')) return 'Statistics';
  if (c.startsWith('q-fin')) return 'Quantitative Finance';
  if (c.startsWith('econ')) return 'Economics';
  return null;
}

export const ALL_CATEGORIES = 'All Categories';

/**
 * Category filter (spec core §5): matches on the first two letters of the chosen category,
 * case-insensitive. A paper matches when one of its categories starts with those two letters,
 * either as written (Physics → "ph" → physics.*, Mathematics → "ma" → math.*) or by its subject area
 * (Computer Science → "co" → cs.* is "Computer Science"). "All Categories" matches everything.
 */
export function matchesCategory(paper: Pick<Paper, 'categories'>, chosen: string): boolean {
  if (!chosen || chosen === ALL_CATEGORIES) return true;
  const prefix = chosen.trim().slice(0, 2).toLowerCase();
  if (!prefix) return true;
  return (paper.categories ?? []).some((c) => {
    if (c.toLowerCase().startsWith(prefix)) return true;
    const area = subjectAreaOf(c);
    return area?.toLowerCase().startsWith(prefix) ?? false;
  });
}

/**
 * The `category` query parameter sent to GET /api/papers for a dropdown choice: the arXiv archive
 * prefix the server filters on, so a page of results is not only the newest computer-science papers.
 */
export const CATEGORY_SERVER_PREFIX: Record<string, string | undefined> = {
  'All Categories': undefined,
  'Computer Science': 'cs',
  Physics: 'physics',
  Mathematics: 'math',
  Biology: 'q-bio',
  Chemistry: 'physics.chem-ph',
  Engineering: 'eess',
};

/**
 * Total papers with the app's number abbreviation (institutional spec: 1,000 and above K, 1,000,000 and
 * above M, one decimal): "160M", "1.3M", "33.5K", "950". Not "0.03M" for a 33,487-paper catalog.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '—';
  if (n >= 1_000_000) return `${trimZeros((n / 1_000_000).toFixed(n >= 100_000_000 ? 0 : 1))}M`;
  if (n >= 1_000) return `${trimZeros((n / 1_000).toFixed(1))}K`;
  return String(Math.round(n));
}

function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

// ---------------------------------------------------------------------------------------------
// Bookmarks store format (spec core §3): read both shapes, write [{paperId, timestamp}].


/** Parse the stored value: a list of {paperId, timestamp} or a plain list of ids. Anything else is empty. */
export function parseBookmarks(raw: string | null): BookmarkEntry[] {
  if (!raw) return [];
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: BookmarkEntry[] = [];
  for (const item of value) {
    let entry: BookmarkEntry | null = null;
    if (typeof item === 'string' || typeof item === 'number') entry = { paperId: String(item), timestamp: 0 };
    else if (item && typeof item === 'object' && 'paperId' in item) {
      const o = item as { paperId: unknown; timestamp?: unknown };
      if (typeof o.paperId === 'string' || typeof o.paperId === 'number') {
        entry = { paperId: String(o.paperId), timestamp: typeof o.timestamp === 'number' ? o.timestamp : 0 };
      }
    }
    if (entry && !seen.has(entry.paperId)) {
      seen.add(entry.paperId);
      out.push(entry);
    }
  }
  return out;
}

/** Toggle a paper in the list; adding stamps it with `now` (ms). Returns the new list and whether it is now bookmarked. */
export function toggleBookmark(list: readonly BookmarkEntry[], paperId: string, now: number): { list: BookmarkEntry[]; bookmarked: boolean } {
  if (list.some((b) => b.paperId === paperId)) return { list: list.filter((b) => b.paperId !== paperId), bookmarked: false };
  return { list: [...list, { paperId, timestamp: now }], bookmarked: true };
}

// ---------------------------------------------------------------------------------------------
// Visual network (spec core §2, §3, §9).

export function networkLabel(paper: Pick<Paper, 'title' | 'publishedDate'>): string {
  const year = yearOf(paper.publishedDate);
  return `${truncate(texToPlainText(paper.title), NETWORK_LABEL_CHARS)}${year ? ` (${year})` : ''}`;
}

/**
 * How far to move a network label sideways so it stays inside the drawing (issue #28: labels were
 * cut at the edge): a label centred on a node near the left or right edge is pushed back in.
 */
export function labelShift(x: number, width: number, drawingWidth: number, margin = 4): number {
  const left = x - width / 2;
  const right = x + width / 2;
  if (width + 2 * margin >= drawingWidth) return drawingWidth / 2 - x;
  if (left < margin) return margin - left;
  if (right > drawingWidth - margin) return drawingWidth - margin - right;
  return 0;
}

export function timelineLabel(paper: Pick<Paper, 'title'>): string {
  return truncate(texToPlainText(paper.title), TIMELINE_LABEL_CHARS);
}

/** Papers sorted by year (oldest first), ties by date then title. */
export function timelineOrder<P extends Pick<Paper, 'publishedDate' | 'title'>>(papers: readonly P[]): P[] {
  return [...papers].sort((a, b) => {
    const ya = yearOf(a.publishedDate) ?? 0;
    const yb = yearOf(b.publishedDate) ?? 0;
    if (ya !== yb) return ya - yb;
    const d = (a.publishedDate ?? '').localeCompare(b.publishedDate ?? '');
    return d !== 0 ? d : a.title.localeCompare(b.title);
  });
}

/**
 * The three clusters (spec core §2): AI/ML, Computer Vision, NLP, up to 3 papers each, matched by
 * category text: a paper belongs to a cluster when one of its categories contains one of the
 * cluster's texts (case-insensitive), arXiv codes and subject names alike. `takes` is shown under each
 * cluster, so a reader sees why a paper is in it and why another is not.
 */
export const CLUSTERS: { name: string; takes: readonly string[] }[] = [
  { name: 'AI/ML', takes: ['cs.AI', 'cs.LG', 'stat.ML', 'cs.NE', 'Artificial Intelligence', 'Machine Learning'] },
  { name: 'Computer Vision', takes: ['cs.CV', 'Computer Vision'] },
  { name: 'NLP', takes: ['cs.CL', 'Computation and Language', 'Natural Language'] },
];

/** Whether a category's text contains one of a cluster's texts. */
export function clusterTakes(cluster: { takes: readonly string[] }, category: string): boolean {
  const c = category.toLowerCase();
  return cluster.takes.some((t) => c.includes(t.toLowerCase()));
}

export function clustersOf<P extends Pick<Paper, 'categories'>>(papers: readonly P[]): { name: string; takes: readonly string[]; papers: P[] }[] {
  return CLUSTERS.map((cl) => ({
    name: cl.name,
    takes: cl.takes,
    papers: papers.filter((p) => (p.categories ?? []).some((c) => clusterTakes(cl, c))).slice(0, CLUSTER_SIZE),
  }));
}

const STOP = new Set(
  'a an and are as at be by for from has have in into is it its of on or our that the their this to we with which using via based towards toward new can these than not such also both while when more most over under show paper propose proposed approach method methods results model models learning data task tasks existing however across between through'.split(' '),
);

/** Significant words of a paper's title and abstract (lower case, ≥ 4 letters, no stop words). */
export function keywordsOf(paper: Pick<Paper, 'title' | 'abstract'>): Set<string> {
  const words = `${paper.title} ${paper.title} ${paper.abstract ?? ''}`.toLowerCase().match(/[a-z][a-z0-9-]{3,}/g) ?? [];
  return new Set(words.filter((w) => !STOP.has(w)));
}

export interface NetworkEdge {
  source: string;
  target: string;
  /** Similarity weight; higher is closer. */
  weight: number;
  /** Why the two are linked, for the tooltip. */
  reasons: string[];
}

/**
 * Links between papers from real similarity: shared authors, shared AI tags, shared categories and
 * overlap of title/abstract keywords (Jaccard). Each paper keeps its `k` strongest neighbours above a
 * threshold, so the graph shows structure rather than one hairball. Deterministic for a given input.
 */
export function similarityEdges(
  papers: readonly Pick<Paper, 'id' | 'title' | 'abstract' | 'authors' | 'categories' | 'tags'>[],
  k = 3,
  threshold = 0.6,
): NetworkEdge[] {
  const kw = papers.map(keywordsOf);
  const authorSets = papers.map((p) => new Set((p.authors ?? []).map((a) => a.trim().toLowerCase())));
  const catSets = papers.map((p) => new Set((p.categories ?? []).map((c) => c.toLowerCase())));
  const tagSets = papers.map((p) => new Set((p.tags ?? []).map((t) => t.toLowerCase())));
  const best: { j: number; w: number; reasons: string[] }[][] = papers.map(() => []);
  for (let i = 0; i < papers.length; i++) {
    for (let j = i + 1; j < papers.length; j++) {
      const reasons: string[] = [];
      let w = 0;
      const sharedAuthors = countShared(authorSets[i], authorSets[j]);
      if (sharedAuthors) {
        w += 2 * sharedAuthors;
        reasons.push(`${sharedAuthors} shared author${sharedAuthors > 1 ? 's' : ''}`);
      }
      const sharedTags = countShared(tagSets[i], tagSets[j]);
      if (sharedTags) {
        w += 0.8 * sharedTags;
        reasons.push(`${sharedTags} shared tag${sharedTags > 1 ? 's' : ''}`);
      }
      const sharedCats = countShared(catSets[i], catSets[j]);
      if (sharedCats) {
        w += 0.3 * sharedCats;
        reasons.push('same category');
      }
      const inter = countShared(kw[i], kw[j]);
      const union = kw[i].size + kw[j].size - inter;
      const jac = union ? inter / union : 0;
      if (jac > 0.05) {
        w += jac * 6;
        reasons.push('similar topic');
      }
      if (w >= threshold) {
        best[i].push({ j, w, reasons });
        best[j].push({ j: i, w, reasons });
      }
    }
  }
  const edges = new Map<string, NetworkEdge>();
  best.forEach((list, i) => {
    list
      .sort((a, b) => b.w - a.w)
      .slice(0, k)
      .forEach(({ j, w, reasons }) => {
        const [a, b] = i < j ? [i, j] : [j, i];
        const key = `${a}:${b}`;
        if (!edges.has(key)) edges.set(key, { source: papers[a].id, target: papers[b].id, weight: Math.round(w * 100) / 100, reasons });
      });
  });
  return [...edges.values()];
}

function countShared(a: Set<string>, b: Set<string>): number {
  let n = 0;
  const [small, big] = a.size < b.size ? [a, b] : [b, a];
  for (const x of small) if (big.has(x)) n++;
  return n;
}

/** Demo page search (inst §2): title or abstract contains the query, case-insensitive; at most 6. */
export function demoFilter<P extends Pick<Paper, 'title' | 'abstract'>>(papers: readonly P[], query: string): P[] {
  const q = query.trim().toLowerCase();
  const hits = q ? papers.filter((p) => p.title.toLowerCase().includes(q) || (p.abstract ?? '').toLowerCase().includes(q)) : papers;
  return hits.slice(0, DEMO_MAX_PAPERS);
}

/** Beta form (inst §5): interests split on commas, trimmed, empties dropped. */
export function splitInterests(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What ranked a search's results (its X-Search-Ranking header): the embedding model whenever
 * meaning took part, and plainly when it could not. Null when the answer did not say.
 */
export function searchRankingCaption(ranking: SearchRanking | null): string | null {
  if (!ranking) return null;
  const model = aiProvenanceLabel(ranking);
  switch (ranking.rankedBy) {
    case 'hybrid':
      return `Ranked by your words and their meaning${model ? ` (${model})` : ''}`;
    case 'vector':
      return `Ranked by meaning${model ? ` (${model})` : ''}`;
    case 'lexical':
      return 'Ranked by your words only: semantic ranking is not available right now';
    case 'none':
      return 'Semantic ranking is not available right now';
  }
}

/** "Generated by local · extractive-v1" — the caption every AI result carries. */
export function provenanceCaption(p: { provider?: string | null; model?: string | null } | null | undefined): string | null {
  const label = aiProvenanceLabel(p ? { provider: p.provider ?? undefined, model: p.model ?? undefined } : null);
  return label ? `Generated by ${label}` : null;
}
