/**
 * The lexical ranking of plain words (pure: SQL text plus parameters): BM25 over the query's words
 * with OR semantics, from the impact-ordered postings (440-search-terms.sql), so a paper matching
 * most of the words ranks first whether or not it has all of them (issue #37: the strict-AND
 * tiers that ran first returned papers matching a few rare words and missed the one matching most).
 *
 * Each query word becomes its lexemes (English stem and the word as written, as `search_word`
 * matches it; for the open last word also the three most common lexemes it begins, as a prefix
 * matches, unless it is a stop word). Every lexeme contributes its `perLexeme` highest-weighted
 * papers, read from the index alone; a word scores its best lexeme's weight × idf in a paper, and
 * a paper's BM25 score is the sum over the words. Reading only each lexeme's best papers is what
 * bounds the work: a paper that has a common word only weakly (once, deep in a long abstract) is
 * not reached through that word.
 *
 * Field boosts: the postings' weights are field-weighted term frequencies (title 1.0, authors
 * 0.4, abstract 0.2, categories 0.1: a word in the title counts as five in the abstract).
 * Phrase boost: among the best `limit`, a paper whose title has two query words side by side (in
 * the query's order) gains PHRASE_BOOST of its score per such pair.
 *
 * The postings' ids are byte-order text (`collate "C"`) and `paper_search`'s are not: joined
 * without naming the collation, the planner cannot use `paper_search`'s primary key and read the
 * whole table for the 200 best (11 ms at 33k, most of a cold request's ~480 ms at 1M);
 * `collate "default"` makes it the index lookup it should be (33k: 18–29 → 4–10 ms a statement).
 *
 * Each paper also answers its coverage: the share of the query's idf mass it matches (a word in
 * no paper weighs the highest idf there is). The relevance floor reads it: a paper matching only
 * a common word of a long query, or a query of unknown words, is no answer.
 */
import { type ParsedQuery, isSoftClause } from './parse-query.js';
import { type SqlParams, sqlParams } from './tsquery-sql.js';
import { type SearchFilters, searchFiltersSql } from './search-filters.js';

/** Most common lexemes an open last word stands for, as a prefix. */
const PREFIX_LEXEMES = 3;
/** Score gained per adjacent query-word pair found side by side in the title. */
export const PHRASE_BOOST = 0.25;

export interface PlainWord {
  text: string;
  prefix: boolean;
}

/** The query's words when its clauses are plain words only (no phrase, OR group or category; exclusions allowed); else null. */
export function plainWords(q: ParsedQuery): PlainWord[] | null {
  if (q.clauses.length === 0 || !q.clauses.every(isSoftClause)) return null;
  return q.clauses.map((clause) => ({ text: clause[0].value, prefix: clause.some((t) => t.kind === 'prefix') }));
}

/** Adjacent word pairs of the query, for the title phrase boost (a compound's parts are already a phrase). */
export function adjacentPairs(words: PlainWord[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push(`${words[i].text} ${words[i + 1].text}`);
  return pairs;
}

export interface Bm25Options {
  perLexeme: number;
  limit: number;
  filters?: SearchFilters;
  /** The query's exclusions as an SQL tsquery a candidate must match (every `-term` absent), built on `p`. */
  exclusions?: (p: SqlParams) => string | null;
}

/**
 * Rows `paper_id`, `score` (BM25 with the phrase boost), `coverage` (0..1), best first. Named
 * (preparable) when there are neither filters nor exclusions: its text depends on nothing else.
 */
export function bm25Sql(words: PlainWord[], { perLexeme, limit, filters, exclusions }: Bm25Options): { text: string; values: unknown[]; preparable: boolean } {
  const p: SqlParams = sqlParams();
  const texts = p.add(words.map((w) => w.text));
  const prefixes = p.add(words.map((w) => w.prefix));
  const where: string[] = [];
  const filtered = searchFiltersSql(filters, p, 'p');
  if (filtered) where.push(filtered);
  const excluded = exclusions?.(p);
  if (excluded) where.push(`p.document @@ ${excluded}`);
  const text = `
    with query_words as (
      select * from unnest(${texts}::text[], ${prefixes}::boolean[]) with ordinality as w(word, prefix, n)
    ), word_lexemes as (
      select w.n, l.lexeme from query_words w cross join lateral unnest(search_word_lexemes(w.word)) l(lexeme)
      union
      select w.n, l.lexeme
        from query_words w
       cross join lateral (select lexeme from search_prefix_lexemes(w.word)
                            where w.prefix and cardinality(search_word_lexemes(w.word)) > 0
                            order by papers desc limit ${PREFIX_LEXEMES}) l
    ), weighted as materialized (
      select l.n, l.lexeme, ln(1 + (t.papers - x.papers + 0.5) / (x.papers + 0.5))::float8 as idf
        from word_lexemes l join paper_search_lexemes x on x.lexeme = l.lexeme cross join paper_search_totals t
    ), query_idf as (
      select coalesce(sum(coalesce((select max(w.idf) from weighted w where w.n = q.n), ln(1 + (t.papers + 0.5) / 0.5))), 0)::float8 as total
        from query_words q cross join paper_search_totals t
       where cardinality(search_word_lexemes(q.word)) > 0
    ), per_word as (
      select m.paper_id, w.n, max(m.weight * w.idf) as score, max(w.idf) as idf
        from weighted w
       cross join lateral (select paper_id, weight from paper_search_terms t where t.lexeme = w.lexeme
                            order by weight desc limit ${p.add(perLexeme)}) m
       group by m.paper_id, w.n
    ), scored as (
      select paper_id, sum(score) as score, sum(idf) as matched from per_word group by paper_id
    ), top as (
      select s.paper_id, s.score, s.matched from scored s
      ${where.length ? `join paper_search p on p.paper_id = s.paper_id collate "default" where ${where.join(' and ')}` : ''}
       order by s.score desc, s.paper_id limit ${p.add(limit)}
    )
    select t.paper_id,
           (t.score * (1 + ${PHRASE_BOOST} * (select count(*) from unnest(${p.add(adjacentPairs(words))}::text[]) pair
                                               where p.title_document @@ phraseto_tsquery('english', pair))))::float8 as score,
           least(1, t.matched / nullif((select total from query_idf), 0))::float8 as coverage
      from top t join paper_search p on p.paper_id = t.paper_id collate "default"
     order by score desc, t.paper_id`;
  return { text, values: p.values, preparable: where.length === 0 };
}
