/**
 * Hybrid search (issue #37): a bounded lexical ranking (BM25 over the query's words, OR semantics,
 * from the impact-ordered postings; bm25-sql.ts) and a bounded vector ranking (the papers'
 * embeddings in the VectorIndex), each cut at a relevance floor, fused by weighted reciprocal rank
 * fusion (SEARCH_RRF_K, SEARCH_RRF_LEXICAL_WEIGHT), filtered, sorted, paged and hydrated from the
 * catalog's `papers` read model.
 *
 * Lexical, plain words (exclusions allowed): BM25 with field weights and a title phrase boost; a
 * paper is a candidate when it matches at least SEARCH_LEXICAL_MIN_COVERAGE of the query's idf
 * mass. Explicit syntax (quotes, `+word`, OR groups, categories) asks for strict matches: every
 * clause must hold, in two tiers (title matches ranked on a short inline document, then abstract
 * matches), relaxed through GIN steps (two of the plain words, then any) while fewer than
 * RELAX_BELOW papers match, the explicit clauses always holding. Each step scores a bounded pool
 * (SEARCH_TITLE_POOL, SEARCH_DOCUMENT_POOL, SEARCH_LEXICAL_POOL, SEARCH_RELAXED_POOL), so a broad
 * query costs no more than a narrow one. Queries go through SEARCH_POOL, whose connections never
 * plan a sequential scan (see search-pool.ts); fixed statements are named prepared statements.
 *
 * Vector: the SEARCH_VECTOR_CANDIDATES nearest papers to the query's embedding whose cosine
 * similarity clears SEARCH_VECTOR_MIN_SIMILARITY, restricted by the explicit syntax (phrases, OR
 * groups, categories, exclusions) and the filters when there are any.
 *
 * The whole fused list (at most SEARCH_LEXICAL_CANDIDATES + SEARCH_VECTOR_CANDIDATES papers) is
 * cached per query, filters and sort until the read model or the vector index changes; a page is
 * a slice of it, so paging costs one version check and a hydration.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Paper, SearchRanking } from '@scholarlens/contracts';
import { type Embedder, QUERY_EMBEDDER, embeddingProvenance } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type Pool, prepared } from '../../../../platform/database/database.js';
import { PAPER_COLUMNS, type PaperRow, paperIdFor, toPaper } from '../ports.js';
import { PaperVectors } from '../paper-embeddings/paper-vectors.js';
import { type ParsedQuery, parseQuery } from './parse-query.js';
import { searchReadModelVersion } from './paper-search.projection.js';
import { reciprocalRankFusion } from './rrf.js';
import { SearchResultCache } from './search-result-cache.js';
import { SEARCH_POOL } from './search-pool.js';
import { bm25Sql, plainWords } from './bm25-sql.js';
import { type SearchFilters, filtersKey, hasFilters, searchFiltersSql } from './search-filters.js';
import { coordinationSql, exclusionsTsquery, filterTsquery, relaxedTsquery, sqlParams, strictTsquery, twoWordsTsquery } from './tsquery-sql.js';

export type SearchMode = 'hybrid' | 'lexical' | 'vector';
export type SearchSort = 'relevance' | 'newest';

export interface SearchOptions {
  /** Papers answered (a page), from `offset` in the whole ranked answer. */
  limit?: number;
  offset?: number;
  mode?: SearchMode;
  filters?: SearchFilters;
  sort?: SearchSort;
}

export interface SearchResult {
  /** The page's paper ids, in order. */
  ids: string[];
  /** Whether the vector ranking took part (false while the index loads or the embedder fails). */
  semantic: boolean;
  /** Papers in the whole answer; a lower bound when `totalIsLowerBound`. */
  total: number;
  /** The lexical ranking stopped at its bound with every candidate relevant: more papers would match. */
  totalIsLowerBound: boolean;
}

/** A whole ranked answer, as cached. */
interface Ranked {
  ids: string[];
  semantic: boolean;
  lowerBound: boolean;
}

/** A lexical ranking: candidates best first, and whether it stopped at its bound. */
interface LexicalCandidates {
  ids: string[];
  lowerBound: boolean;
}

/**
 * With explicit syntax, below this many strict matches the query is relaxed (two of its plain
 * words, then any), the explicit clauses still holding.
 */
const RELAX_BELOW = 5;
/** ts_rank_cd weights {D, C, B, A}: categories, abstract, authors, title. */
const WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** With filters, the vector ranking looks this many times further: its neighbours are filtered after HNSW. */
const FILTERED_VECTOR_WIDENING = 4;

export class BlankQueryError extends Error {}

/** The ids of `lists` in order, each once, at most `k`. */
function union(lists: string[][], k: number): string[] {
  return [...new Set(lists.flat())].slice(0, k);
}

@Injectable()
export class PaperSearchService {
  private readonly logger = new Logger('Search');
  private readonly cache = new SearchResultCache<Ranked>();

  constructor(
    @Inject(SEARCH_POOL) private readonly pool: Pool,
    @Inject(QUERY_EMBEDDER) private readonly embedder: Embedder,
    @Inject(PaperVectors) private readonly vectors: PaperVectors,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async search(q: string, options: SearchOptions = {}): Promise<Paper[]> {
    const { ids } = await this.rank(q, options);
    return this.hydrate(ids);
  }

  /**
   * How `result` was ranked, as its answer's SEARCH_RANKING_HEADER says: the rankings that took
   * part and, when meaning did, which embedder produced the query's vector.
   */
  rankingOf(result: SearchResult, mode: SearchMode): SearchRanking {
    if (!result.semantic) return { rankedBy: mode === 'vector' ? 'none' : 'lexical' };
    return { rankedBy: mode, ...embeddingProvenance(this.embedder.model) };
  }

  /**
   * A page of the ranked paper ids for `q` (best first, or newest first) and the answer's size;
   * the whole answer is ranked once and cached, so the next pages are slices of it.
   */
  async rank(q: string, { limit = 20, offset = 0, mode = 'hybrid', filters, sort = 'relevance' }: SearchOptions = {}): Promise<SearchResult> {
    const parsed = parseQuery(q);
    if (parsed.clauses.length === 0 && parsed.arxivIds.length === 0) throw new BlankQueryError('q: must contain a search term');
    const key = [mode, sort, filtersKey(filters), q.trim()].join('\u0000');
    // A query never ranked before is a certain cache miss: its embedding can start now, on the
    // core the version check leaves idle.
    const embedded = mode !== 'lexical' && !this.cache.has(key) ? this.embedQuery(parsed) : undefined;
    const version = await this.searchVersion();
    let ranked = this.cache.get(key, version);
    if (!ranked) {
      ranked = await this.rankParsed(parsed, mode, filters, sort, embedded);
      this.cache.set(key, version, ranked);
    }
    return { ids: ranked.ids.slice(offset, offset + limit), semantic: ranked.semantic, total: ranked.ids.length, totalIsLowerBound: ranked.lowerBound };
  }

  /** What a ranking depends on: the search read model's version and the vector index's checkpoint. */
  private async searchVersion(): Promise<string> {
    const index = this.vectors.ready;
    const vectors = index ? `${index.checkpoint}:${index.size()}` : 'none';
    return `${await searchReadModelVersion(this.pool)}|${vectors}`;
  }

  /** `embedded`: the query embedding, when already started. */
  private async rankParsed(parsed: ParsedQuery, mode: SearchMode, filters: SearchFilters | undefined, sort: SearchSort, embedded?: Promise<Float32Array | null>): Promise<Ranked> {
    const direct = parsed.arxivIds.length ? await this.byArxivId(parsed.arxivIds) : [];
    if (parsed.clauses.length === 0) return { ids: direct, semantic: false, lowerBound: false };

    const [lexical, vector] = await Promise.all([
      mode === 'vector' ? Promise.resolve({ ids: [], lowerBound: false }) : this.lexical(parsed, filters),
      mode === 'lexical' ? Promise.resolve(null) : this.vector(parsed, embedded, filters),
    ]);
    const { rrfK, rrfLexicalWeight } = this.config.search;
    const fused = reciprocalRankFusion(
      [
        { ids: lexical.ids, weight: rrfLexicalWeight },
        { ids: vector ?? [], weight: 1 },
      ],
      rrfK,
    ).map((r) => r.id);
    let ids = [...direct, ...fused.filter((id) => !direct.includes(id))];
    if (sort === 'newest') ids = await this.newestFirst(ids);
    return { ids, semantic: vector !== null, lowerBound: lexical.lowerBound };
  }

  private async byArxivId(arxivIds: string[]): Promise<string[]> {
    const ids = arxivIds.map(paperIdFor);
    const { rows } = await this.pool.query<{ paper_id: string }>(prepared('search-by-arxiv-id', 'select paper_id from paper_search where paper_id = any($1::text[])', [ids]));
    const found = new Set(rows.map((r) => r.paper_id));
    return ids.filter((id) => found.has(id));
  }

  /** `ids` latest published first (undated last), ties by id. */
  private async newestFirst(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return ids;
    const { rows } = await this.pool.query<{ paper_id: string }>(
      prepared('search-newest-first', 'select paper_id from paper_search where paper_id = any($1::text[]) order by published_date desc nulls last, paper_id', [ids]),
    );
    return rows.map((r) => r.paper_id);
  }

  /**
   * Lexical candidates, best first, each over the relevance floor. Plain words (with or without
   * exclusions): BM25 from the postings (bm25-sql.ts), candidates matching at least
   * SEARCH_LEXICAL_MIN_COVERAGE of the query's idf mass. Explicit syntax: strict matches, then
   * while they are fewer than RELAX_BELOW, papers with some of the plain words (GIN steps: two of
   * them, then any), the explicit clauses always holding; every such match is relevant, since it
   * has what the user asked for explicitly.
   *
   * The two strict tiers run at once, on separate connections: the document tier is needed unless
   * the title tier alone fills `k`, so running it alongside wastes nothing and saves a round of
   * waiting.
   */
  async lexical(parsed: ParsedQuery, filters?: SearchFilters): Promise<LexicalCandidates> {
    const { lexicalCandidates: k, titlePool, lexicalPool, documentPool, relaxedPool, wordPostings, lexicalMinCoverage } = this.config.search;
    const words = plainWords(parsed);
    if (words) {
      const exclusions = parsed.exclusions.length ? (p: ReturnType<typeof sqlParams>) => exclusionsTsquery(parsed, p) : undefined;
      const { text, values, preparable } = bm25Sql(words, { perLexeme: wordPostings, limit: k, filters, exclusions });
      const { rows } = await this.pool.query<{ paper_id: string; score: number; coverage: number }>(preparable ? prepared('search-bm25', text, values) : { text, values });
      const ids = rows.filter((r) => r.coverage >= lexicalMinCoverage).map((r) => r.paper_id);
      return { ids, lowerBound: rows.length === k && ids.length === k };
    }
    const [title, rest] = await Promise.all([
      this.tier(parsed, strictTsquery, 'title_document', k, titlePool, false, false, filters),
      this.tier(parsed, strictTsquery, 'document', k, documentPool, false, true, filters),
    ]);
    let found = union([title, rest], k);
    if (found.length < RELAX_BELOW) {
      const relaxing = [
        [twoWordsTsquery, lexicalPool],
        [relaxedTsquery, relaxedPool],
      ] as const;
      for (const [query, pool] of relaxing) {
        found = union([found, await this.tier(parsed, query, 'document', k, pool, true, false, filters)], k);
        if (found.length >= RELAX_BELOW) break;
      }
    }
    return { ids: found, lowerBound: found.length >= k };
  }

  /**
   * The best `k` matches of one tsquery from one column, at most `pool` of them scored with
   * ts_rank_cd (explicit syntax only). Title tier (`title_document`: title, authors, categories;
   * inline, a few hundred bytes, its own GIN index): a broad query's title matches are ranked on
   * that short document, so it never cover-ranks thousands of full documents. Document tier
   * (`document`, abstract included; each a TOAST read): the matches the title tier does not have
   * (`excludeTitleMatches`), ranked on the full document, so a narrow query still reaches the
   * abstracts. The relaxed queries use the document tier alone.
   */
  private async tier(
    parsed: ParsedQuery,
    build: typeof strictTsquery,
    column: 'title_document' | 'document',
    k: number,
    pool: number,
    coordinate: boolean,
    excludeTitleMatches: boolean,
    filters: SearchFilters | undefined,
  ): Promise<string[]> {
    const p = sqlParams();
    const tsquery = build(parsed, p);
    if (!tsquery) return [];
    const conditions = [`${column} @@ ${tsquery}`];
    if (column === 'title_document') {
      // An excluded word must be absent from the abstract too.
      const exclusions = exclusionsTsquery(parsed, p);
      if (exclusions) conditions.push(`document @@ ${exclusions}`);
    } else if (excludeTitleMatches) {
      conditions.push(`not (title_document @@ ${tsquery})`);
    }
    const filtered = searchFiltersSql(filters, p);
    if (filtered) conditions.push(filtered);
    // Relaxed matches: papers having more of the words first, then by rank. Ranked against "any of
    // the words", not the tier's own query: the coordination level already says how many words a
    // paper has, and cover density over the OR of every word pair cost 2.5× as much a row.
    const coordination = coordinate ? coordinationSql(parsed, p, column) : null;
    const rankQuery = coordination ? (relaxedTsquery(parsed, p) ?? tsquery) : tsquery;
    // `|| ''::tsvector` detoasts the document once here; the coordination terms and ts_rank_cd
    // would each detoast (and decompress) it again (11% of the relaxed tiers' time at 33k).
    const text = `select paper_id from (
         select paper_id, ${column} || ''::tsvector as ${column} from paper_search where ${conditions.join(' and ')} limit ${p.add(pool)}
       ) matches
       order by ${coordination ? `${coordination} desc, ` : ''}ts_rank_cd('${WEIGHTS}', ${column}, ${rankQuery}, 1) desc, paper_id
       limit ${p.add(k)}`;
    const { rows } = await this.pool.query<{ paper_id: string }>(text, p.values);
    return rows.map((r) => r.paper_id);
  }

  /** The query's embedding; null when the vector ranking is unavailable (never rejects). */
  private async embedQuery(parsed: ParsedQuery): Promise<Float32Array | null> {
    if (!this.vectors.ready || this.vectors.ready.size() === 0 || !parsed.text) return null;
    try {
      const [query] = await this.embedder.embed([parsed.text]);
      return query;
    } catch (err) {
      this.logger.warn(`Query embedding failed, searching lexically: ${(err as Error).message}`);
      return null;
    }
  }

  /**
   * Vector candidates, nearest first, each over the relevance floor (cosine similarity at least
   * SEARCH_VECTOR_MIN_SIMILARITY: nearest neighbours always exist, and a query about nothing in
   * the catalog must find nothing rather than the least unrelated papers); null when the vector
   * ranking is unavailable. The explicit syntax and the filters still hold.
   */
  async vector(parsed: ParsedQuery, embedded = this.embedQuery(parsed), filters?: SearchFilters): Promise<string[] | null> {
    const query = await embedded;
    if (!query) return null;
    const { vectorCandidates, vectorMinSimilarity } = this.config.search;
    const hits = await this.vectors.search(query, hasFilters(filters) ? vectorCandidates * FILTERED_VECTOR_WIDENING : vectorCandidates);
    const ids = hits.filter((h) => h.score >= vectorMinSimilarity).map((h) => h.id);
    const p = sqlParams();
    const where: string[] = [];
    const syntax = filterTsquery(parsed, p);
    if (syntax) where.push(`document @@ ${syntax}`);
    const filtered = searchFiltersSql(filters, p);
    if (filtered) where.push(filtered);
    if (where.length === 0 || ids.length === 0) return ids;
    const { rows } = await this.pool.query<{ paper_id: string }>(`select paper_id from paper_search where paper_id = any(${p.add(ids)}::text[]) and ${where.join(' and ')}`, p.values);
    const kept = new Set(rows.map((r) => r.paper_id));
    return ids.filter((id) => kept.has(id)).slice(0, vectorCandidates);
  }

  /** The catalog's papers for `ids`, in that order (ids the catalog does not have yet are skipped). */
  async hydrate(ids: string[]): Promise<Paper[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<PaperRow>(prepared('search-hydrate', `select ${PAPER_COLUMNS} from papers p where p.id = any($1::text[])`, [ids]));
    const byId = new Map(rows.map((r) => [r.id, toPaper(r)]));
    return ids.map((id) => byId.get(id)).filter((p): p is Paper => p !== undefined);
  }
}
