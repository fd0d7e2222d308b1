/**
 * Hybrid search: a bounded lexical ranking (PostgreSQL full text over `paper_search`) and a
 * bounded vector ranking (the papers' embeddings in the VectorIndex), fused by weighted reciprocal
 * rank fusion (SEARCH_RRF_K, SEARCH_RRF_LEXICAL_WEIGHT), hydrated from the catalog's `papers`
 * read model.
 *
 * Lexical: every query word must match (the strict query), in two tiers (see `tier`): title
 * matches, ranked on a short inline document, then abstract matches the title tier lacks; each
 * tier scores a bounded number of matches (SEARCH_TITLE_POOL, SEARCH_DOCUMENT_POOL) with
 * ts_rank_cd and the best SEARCH_LEXICAL_CANDIDATES are kept, so a broad query costs no more than
 * a narrow one. When that finds fewer than RELAX_BELOW (5) papers, papers with some of the words
 * follow: for plain words, by BM25 from the impact-ordered postings (some-words-sql.ts); with
 * explicit syntax, through GIN steps scoring at most SEARCH_LEXICAL_POOL (two of the words) and
 * SEARCH_RELAXED_POOL (any of them) full documents. A broad plain-word query (its GIN work,
 * estimated from document frequencies, above SEARCH_BROAD_QUERY_POSTINGS) skips the tiers and is
 * ranked from the postings alone, since a GIN bitmap grows with the catalog. Queries go through
 * SEARCH_POOL, whose connections never plan a sequential scan (see search-pool.ts). Its fixed
 * statements (version check, breadth estimate, BM25 postings, hydration) are named prepared
 * statements, parsed once per connection (200 cold title fragments at 33k, p50 ms: hydration
 * 0.99 → 0.63, postings 2.96 → 2.19, the other two ~0.1 less). The tiers' text follows the
 * query's syntax; for plain words (up to MAX_PREPARED_WORDS) that is a few shapes, so those are
 * prepared per shape too (interleaved on one connection, 300 cold fragments at 33k, p50 / p95 ms:
 * abstract tier 2.32 / 7.50 → 1.43 / 6.75); any other syntax stays unnamed, since a connection
 * keeps every statement it prepares. A new plain-word query's version check brings its breadth
 * estimate in the same statement (`searchVersion`), so its lexical ranking starts with the tiers.
 *
 * Vector: the SEARCH_VECTOR_CANDIDATES nearest papers to the query's embedding, restricted by the
 * explicit syntax (phrases, OR groups, categories, exclusions) when there is any.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Paper, SearchRanking } from '@scholarlens/contracts';
import { type Embedder, QUERY_EMBEDDER, embeddingProvenance } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type Pool, prepared } from '../../../../platform/database/database.js';
import { PAPER_COLUMNS, type PaperRow, paperIdFor, toPaper } from '../ports.js';
import { PaperVectors } from '../paper-embeddings/paper-vectors.js';
import { type ParsedQuery, parseQuery } from './parse-query.js';
import { SEARCH_VERSION_SQL, searchReadModelVersion } from './paper-search.projection.js';
import { reciprocalRankFusion } from './rrf.js';
import { SearchResultCache } from './search-result-cache.js';
import { SEARCH_POOL } from './search-pool.js';
import { type PlainWord, ginPostingsSql, plainWords, someWordsSql } from './some-words-sql.js';
import { coordinationSql, exclusionsTsquery, filterTsquery, relaxedTsquery, sqlParams, strictTsquery, twoWordsTsquery } from './tsquery-sql.js';

export type SearchMode = 'hybrid' | 'lexical' | 'vector';

export interface SearchOptions {
  limit?: number;
  mode?: SearchMode;
}

export interface SearchResult {
  ids: string[];
  /** Whether the vector ranking took part (false while the index loads or the embedder fails). */
  semantic: boolean;
}

/**
 * Below this many strict matches the query is relaxed (two of its words, then any). A handful of
 * papers having every word is what was asked for; the vector ranking brings their conceptual
 * neighbours better than any-word matches do (quality benchmark: relaxing below 50 instead of 5
 * scored hybrid nDCG@10 0.677 instead of 0.691), and relaxing is the costliest lexical step.
 */
const RELAX_BELOW = 5;
/** Beyond this many plain words a tier is not prepared: a connection keeps every statement it prepares. */
const MAX_PREPARED_WORDS = 8;
/** ts_rank_cd weights {D, C, B, A}: categories, abstract, authors, title. */
const WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

export class BlankQueryError extends Error {}

/** The ids of `lists` in order, each once, at most `k`. */
function union(lists: string[][], k: number): string[] {
  return [...new Set(lists.flat())].slice(0, k);
}

@Injectable()
export class PaperSearchService {
  private readonly logger = new Logger('Search');
  private readonly cache = new SearchResultCache<SearchResult>();

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

  /** The ranked paper ids for `q` (best first, at most `limit`); a repeated query is answered from the cache. */
  async rank(q: string, { limit = 20, mode = 'hybrid' }: SearchOptions = {}): Promise<SearchResult> {
    const parsed = parseQuery(q);
    if (parsed.clauses.length === 0 && parsed.arxivIds.length === 0) throw new BlankQueryError('q: must contain a search term');
    const key = `${mode}\u0000${limit}\u0000${q.trim()}`;
    // A query never ranked before is a certain cache miss: when it is plain words, the version
    // check also brings the breadth estimate its lexical ranking starts with, one round trip fewer.
    const unseen = !this.cache.has(key);
    const words = mode !== 'vector' && unseen ? plainWords(parsed) : null;
    // Its query embedding can start now too, on the core the version check leaves idle.
    const embedded = mode !== 'lexical' && unseen ? this.embedQuery(parsed) : undefined;
    const { version, postings } = await this.searchVersion(words?.length ? words : null);
    const cached = this.cache.get(key, version);
    if (cached) return cached;
    const result = await this.rankParsed(parsed, limit, mode, postings, embedded);
    this.cache.set(key, version, result);
    return result;
  }

  /**
   * What a ranking depends on: the search read model's version and the vector index's checkpoint;
   * with `words`, their GIN breadth estimate too (see `isBroad`).
   */
  private async searchVersion(words: PlainWord[] | null): Promise<{ version: string; postings?: number }> {
    const index = this.vectors.ready;
    const vectors = index ? `${index.checkpoint}:${index.size()}` : 'none';
    if (!words) return { version: `${await searchReadModelVersion(this.pool)}|${vectors}` };
    const { text, values } = ginPostingsSql(words);
    const { rows } = await this.pool.query<{ version: string | null; postings: number }>(
      prepared('search-version-breadth', `select (${SEARCH_VERSION_SQL}) as version, (${text}) as postings`, values),
    );
    return { version: `${rows[0].version ?? '0'}|${vectors}`, postings: rows[0].postings };
  }

  /**
   * `postings`: the breadth estimate of a plain-word query, when the version check brought it;
   * `embedded`: its query embedding, when already started.
   */
  private async rankParsed(parsed: ParsedQuery, limit: number, mode: SearchMode, postings?: number, embedded?: Promise<Float32Array | null>): Promise<SearchResult> {
    const direct = parsed.arxivIds.length ? await this.byArxivId(parsed.arxivIds) : [];
    if (parsed.clauses.length === 0) return { ids: direct.slice(0, limit), semantic: false };

    const [lexical, vector] = await Promise.all([
      mode === 'vector' ? Promise.resolve([]) : this.lexical(parsed, postings),
      mode === 'lexical' ? Promise.resolve(null) : this.vector(parsed, embedded),
    ]);
    const { rrfK, rrfLexicalWeight } = this.config.search;
    const fused = reciprocalRankFusion(
      [
        { ids: lexical, weight: rrfLexicalWeight },
        { ids: vector ?? [], weight: 1 },
      ],
      rrfK,
    ).map((r) => r.id);
    const ids = [...direct, ...fused.filter((id) => !direct.includes(id))].slice(0, limit);
    return { ids, semantic: vector !== null };
  }

  private async byArxivId(arxivIds: string[]): Promise<string[]> {
    const ids = arxivIds.map(paperIdFor);
    const { rows } = await this.pool.query<{ paper_id: string }>(prepared('search-by-arxiv-id', 'select paper_id from paper_search where paper_id = any($1::text[])', [ids]));
    const found = new Set(rows.map((r) => r.paper_id));
    return ids.filter((id) => found.has(id));
  }

  /**
   * Lexical candidates, best first: strict matches, then while they are fewer than RELAX_BELOW,
   * papers with some of the words; for a broad query of plain words (`isBroad`), those alone.
   * For plain words those come from the impact-ordered postings (some-words-sql.ts: a few
   * index-only scans, no document read); a query with explicit syntax
   * (phrases, OR groups, categories, exclusions that must still hold) relaxes through the GIN
   * index: papers with at least two of the words, then papers with any of them.
   *
   * The two strict tiers run at once, on separate connections: the document tier is needed unless
   * the title tier alone fills `k` (1 query in 200 of the speed benchmark's), so running it
   * alongside wastes nothing and saves a round of waiting (interleaved with the sequential tiers on
   * 600 cold title fragments at 33k: p50 −1.0 ms, p95 −2.6 ms, the same results). The relaxing
   * step waits for them: it is needed for about half the title fragments people type, and starting
   * it anyway slowed hybrid queries on 2 cores, where its wasted work competes with the query
   * embedding (cold fragments p50 +1.7 ms).
   */
  async lexical(parsed: ParsedQuery, postings?: number): Promise<string[]> {
    const { lexicalCandidates: k, titlePool, lexicalPool, documentPool, relaxedPool, wordPostings } = this.config.search;
    const words = plainWords(parsed);
    if (words && (await this.isBroad(words, postings))) return this.someWords(words, wordPostings, k);
    const [title, rest] = await Promise.all([
      this.tier(parsed, strictTsquery, 'title_document', k, titlePool, false),
      this.tier(parsed, strictTsquery, 'document', k, documentPool, false, true),
    ]);
    let found = union([title, rest], k);
    if (found.length >= RELAX_BELOW) return found;
    // Relaxing a single word would find what the strict query found.
    if (words) return words.length < 2 ? found : union([found, await this.someWords(words, wordPostings, k)], k);
    const relaxing = [
      [twoWordsTsquery, lexicalPool],
      [relaxedTsquery, relaxedPool],
    ] as const;
    for (const [query, pool] of relaxing) {
      found = union([found, await this.tier(parsed, query, 'document', k, pool, true)], k);
      if (found.length >= RELAX_BELOW) break;
    }
    return found;
  }

  /**
   * Whether the GIN index would go through more than SEARCH_BROAD_QUERY_POSTINGS postings for
   * `words` (estimated from document frequencies, a few index lookups). Its bitmap scan cannot
   * stop at a pool: at 1M papers "inference method" (~130k matches) took 133 ms in the abstract
   * tier alone, where the postings read at most SEARCH_WORD_POSTINGS papers a lexeme.
   */
  private async isBroad(words: PlainWord[], postings?: number): Promise<boolean> {
    if (postings === undefined) {
      const { text, values } = ginPostingsSql(words);
      [{ postings }] = (await this.pool.query<{ postings: number }>(prepared('search-gin-postings', text, values))).rows;
    }
    return postings > this.config.search.broadQueryPostings;
  }

  /** Papers with some of the words, by BM25 from the postings (some-words-sql.ts). */
  private async someWords(words: PlainWord[], perLexeme: number, k: number): Promise<string[]> {
    const { text, values } = someWordsSql(words, perLexeme, k);
    const { rows } = await this.pool.query<{ paper_id: string }>(prepared('search-some-words', text, values));
    return rows.map((r) => r.paper_id);
  }

  /**
   * The best `k` matches of one tsquery from one column, at most `pool` of them scored with
   * ts_rank_cd. Title tier (`title_document`: title, authors, categories; inline, a few hundred
   * bytes, its own GIN index): a broad query's title matches are ranked on that short document, so
   * it never cover-ranks thousands of full documents. Document tier (`document`,
   * abstract included; each a TOAST read): the matches the title tier does not have
   * (`excludeTitleMatches`), ranked on the full document, so a narrow query still reaches the
   * abstracts. The relaxed queries (only run when the strict one found fewer than RELAX_BELOW)
   * use the document tier alone.
   */
  private async tier(
    parsed: ParsedQuery,
    build: typeof strictTsquery,
    column: 'title_document' | 'document',
    k: number,
    pool: number,
    coordinate: boolean,
    excludeTitleMatches = false,
  ): Promise<string[]> {
    const p = sqlParams();
    const built = build(parsed, p);
    if (!built) return [];
    // A plain-word query's tier text depends only on its shape (how many words, whether the last
    // is open): prepared per shape, with the tsquery computed once in a CTE, so that a generic plan
    // does not rebuild it for every row it filters or ranks.
    const words = coordinate ? null : plainWords(parsed);
    const named = words !== null && words.length <= MAX_PREPARED_WORDS;
    const tsquery = named ? '(select q from strict)' : built;
    const conditions = [`${column} @@ ${tsquery}`];
    if (column === 'title_document') {
      // An excluded word must be absent from the abstract too.
      const exclusions = exclusionsTsquery(parsed, p);
      if (exclusions) conditions.push(`document @@ ${exclusions}`);
    } else if (excludeTitleMatches) {
      conditions.push(`not (title_document @@ ${tsquery})`);
    }
    // Relaxed matches: papers having more of the words first, then by rank. Ranked against "any of
    // the words", not the tier's own query: the coordination level already says how many words a
    // paper has, and cover density over the OR of every word pair cost 2.5× as much a row.
    const coordination = coordinate ? coordinationSql(parsed, p, column) : null;
    const rankQuery = coordination ? (relaxedTsquery(parsed, p) ?? tsquery) : tsquery;
    // `|| ''::tsvector` detoasts the document once here; the coordination terms and ts_rank_cd
    // would each detoast (and decompress) it again (11% of the relaxed tiers' time at 33k).
    const text = `${named ? `with strict as materialized (select ${built} as q) ` : ''}select paper_id from (
         select paper_id, ${column} || ''::tsvector as ${column} from paper_search where ${conditions.join(' and ')} limit ${p.add(pool)}
       ) matches
       order by ${coordination ? `${coordination} desc, ` : ''}ts_rank_cd('${WEIGHTS}', ${column}, ${rankQuery}, 1) desc, paper_id
       limit ${p.add(k)}`;
    const statement = named ? prepared(`search-tier-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, p.values) : { text, values: p.values };
    const { rows } = await this.pool.query<{ paper_id: string }>(statement);
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

  /** Vector candidates, nearest first; null when the vector ranking is unavailable. */
  async vector(parsed: ParsedQuery, embedded = this.embedQuery(parsed)): Promise<string[] | null> {
    const query = await embedded;
    if (!query) return null;
    const hits = await this.vectors.search(query, this.config.search.vectorCandidates);
    // Nearest neighbours always exist; only those close enough to mean something are candidates,
    // so a query about nothing in the catalog finds nothing rather than the least unrelated papers.
    const ids = hits.filter((h) => h.score >= this.config.search.vectorMinSimilarity).map((h) => h.id);
    const p = sqlParams();
    const filter = filterTsquery(parsed, p);
    if (!filter || ids.length === 0) return ids;
    const { rows } = await this.pool.query<{ paper_id: string }>(
      `select paper_id from paper_search where paper_id = any(${p.add(ids)}::text[]) and document @@ ${filter}`,
      p.values,
    );
    const kept = new Set(rows.map((r) => r.paper_id));
    return ids.filter((id) => kept.has(id));
  }

  /** The catalog's papers for `ids`, in that order (ids the catalog does not have yet are skipped). */
  async hydrate(ids: string[]): Promise<Paper[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<PaperRow>(prepared('search-hydrate', `select ${PAPER_COLUMNS} from papers p where p.id = any($1::text[])`, [ids]));
    const byId = new Map(rows.map((r) => [r.id, toPaper(r)]));
    return ids.map((id) => byId.get(id)).filter((p): p is Paper => p !== undefined);
  }
}
