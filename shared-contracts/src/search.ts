/**
 * How a search answer was ranked (spec core §7: GET /api/papers/search?q= answers a list of
 * papers). The body stays that list; which rankings took part, and which embedding model produced
 * the semantic one, travel in the SEARCH_RANKING_HEADER response header, so the UI can say what
 * ranked the results (every AI result shows its provider and model) and when meaning could not
 * take part (the vector index still loading, the embedder failing, nothing embedded yet).
 *
 * Header value: the rankings, then the embedder's provenance when meaning took part, e.g.
 * `hybrid; provider=local; model=use-lite-512`, `lexical`.
 */
import type { AiProvenance } from './ai.js';

export const SEARCH_RANKING_HEADER = 'X-Search-Ranking';

/**
 * `hybrid`: words and meaning fused; `lexical`: words only; `vector`: meaning only (mode=vector);
 * `none`: meaning only was asked for and is unavailable.
 */
export const SEARCH_RANKED_BY = ['hybrid', 'lexical', 'vector', 'none'] as const;
export type SearchRankedBy = (typeof SEARCH_RANKED_BY)[number];

export interface SearchRanking extends AiProvenance {
  rankedBy: SearchRankedBy;
}

/** Characters a header parameter value cannot hold here (the separators, and what HTTP forbids). */
const UNSAFE = /[;=,\r\n]/g;

export function formatSearchRanking({ rankedBy, provider, model }: SearchRanking): string {
  const params = Object.entries({ provider, model })
    .filter(([, v]) => v)
    .map(([k, v]) => `; ${k}=${String(v).replace(UNSAFE, ' ').trim()}`);
  return `${rankedBy}${params.join('')}`;
}

/** The ranking a header value describes; null when absent or not one this API writes. */
export function parseSearchRanking(value: string | null | undefined): SearchRanking | null {
  if (!value) return null;
  const [head, ...params] = value.split(';').map((s) => s.trim());
  if (!(SEARCH_RANKED_BY as readonly string[]).includes(head)) return null;
  const ranking: SearchRanking = { rankedBy: head as SearchRankedBy };
  for (const param of params) {
    const at = param.indexOf('=');
    const key = param.slice(0, at);
    if (at > 0 && (key === 'provider' || key === 'model')) ranking[key] = param.slice(at + 1);
  }
  return ranking;
}
