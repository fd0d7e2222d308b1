/**
 * "Papers with some of the words" from the impact-ordered postings (440-search-terms.sql), for a
 * query of plain words (pure: SQL text plus parameters).
 *
 * Each query word becomes its lexemes (English stem and the word as written, as `search_word`
 * matches it; for the open last word also the three most common lexemes it begins, as a prefix
 * matches, unless it is a stop word). Every lexeme contributes its `perLexeme` highest-weighted papers, read from the index
 * alone, and papers rank by BM25: weight × inverse document frequency, summed over the lexemes.
 * Reading only each lexeme's best papers is what bounds the work: a paper that has a common word
 * only weakly (once, deep in a long abstract) is not reached through that word.
 *
 * Ranked by the sum alone, not "more of the words first" (coordination level, as the GIN steps
 * do): for a paraphrased title, the paper whose title holds three of the words beats papers whose
 * abstracts mention four of them in passing (quality benchmark, lexical MRR@10 0.64 → 0.86).
 */
import { type ParsedQuery, isSoftClause } from './parse-query.js';
import { type SqlParams, sqlParams } from './tsquery-sql.js';

/** Most common lexemes an open last word stands for, as a prefix. */
const PREFIX_LEXEMES = 3;

export interface PlainWord {
  text: string;
  prefix: boolean;
}

/** The query's words when it is plain words only (no phrase, OR group, category or exclusion); else null. */
export function plainWords(q: ParsedQuery): PlainWord[] | null {
  if (q.exclusions.length > 0 || !q.clauses.every(isSoftClause)) return null;
  return q.clauses.map((clause) => ({ text: clause[0].value, prefix: clause.some((t) => t.kind === 'prefix') }));
}

export function someWordsSql(words: PlainWord[], perLexeme: number, limit: number): { text: string; values: unknown[] } {
  const p: SqlParams = sqlParams();
  const text = `
    with query_words as (
      select * from unnest(${p.add(words.map((w) => w.text))}::text[], ${p.add(words.map((w) => w.prefix))}::boolean[]) as w(word, prefix)
    ), lexemes as (
      select l.lexeme from query_words w cross join lateral unnest(search_word_lexemes(w.word)) l(lexeme)
      union
      select l.lexeme
        from query_words w
       cross join lateral (select lexeme from search_prefix_lexemes(w.word)
                            where w.prefix and cardinality(search_word_lexemes(w.word)) > 0
                            order by papers desc limit ${PREFIX_LEXEMES}) l
    ), weighted as materialized (
      select l.lexeme, ln(1 + (t.papers - x.papers + 0.5) / (x.papers + 0.5))::float8 as idf
        from lexemes l join paper_search_lexemes x on x.lexeme = l.lexeme cross join paper_search_totals t
    )
    select m.paper_id
      from weighted w
     cross join lateral (select paper_id, weight from paper_search_terms t where t.lexeme = w.lexeme
                          order by weight desc limit ${p.add(perLexeme)}) m
     group by m.paper_id
     order by sum(m.weight * w.idf) desc, m.paper_id
     limit ${p.add(limit)}`;
  return { text, values: p.values };
}

/**
 * Postings the GIN index would go through for `words` (450-search-broad-queries.sql; planned once
 * per connection, 470-search-breadth-plan.sql): above SEARCH_BROAD_QUERY_POSTINGS the query is
 * broad and ranked from the postings alone.
 */
export function ginPostingsSql(words: PlainWord[]): { text: string; values: unknown[] } {
  return {
    text: 'select search_gin_postings($1::text[], $2::boolean[])::float8 as postings',
    values: [words.map((w) => w.text), words.map((w) => w.prefix)],
  };
}
