/**
 * Turns a parsed query into PostgreSQL tsquery expressions (pure: SQL text plus parameters).
 * Words go through `search_word` (English stem OR the word as written, see 400-search.sql);
 * phrases through phraseto_tsquery in both configurations, compounds (hyphenated words) as every part
 * through plainto_tsquery in both; prefixes through search_prefix (to_tsquery(':*'), none for a stop word).
 */
import { type Clause, type ParsedQuery, type Term, isSoftClause } from './parse-query.js';

export interface SqlParams {
  values: unknown[];
  /** Adds a parameter and answers its placeholder. */
  add(value: unknown): string;
}

export function sqlParams(values: unknown[] = []): SqlParams {
  return {
    values,
    add(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

function termSql(term: Term, p: SqlParams): string {
  switch (term.kind) {
    case 'word':
      return `search_word(${p.add(term.value)})`;
    case 'phrase': {
      const v = p.add(term.value);
      return `(phraseto_tsquery('english', ${v}) || phraseto_tsquery('simple', ${v}))`;
    }
    case 'compound': {
      const v = p.add(term.value);
      return `(plainto_tsquery('english', ${v}) || plainto_tsquery('simple', ${v}))`;
    }
    case 'category':
      return `plainto_tsquery('simple', ${p.add(term.value)})`;
    case 'prefix':
      // Letters and digits only, so the value cannot carry tsquery operators; a stop word is no prefix (450-search-broad-queries.sql).
      return `search_prefix(${p.add(term.value.replace(/[^\p{L}\p{N}]/gu, ''))})`;
  }
}

function clauseSql(clause: Clause, p: SqlParams): string {
  const alts = clause.map((t) => termSql(t, p));
  return alts.length === 1 ? alts[0] : `(${alts.join(' || ')})`;
}

function and(parts: string[]): string | null {
  return parts.length === 0 ? null : parts.length === 1 ? parts[0] : `(${parts.join(' && ')})`;
}

function exclusionsSql(q: ParsedQuery, p: SqlParams): string[] {
  return q.exclusions.map((t) => `!!${termSql(t, p)}`);
}

/** Every clause must match, no exclusion may: the strict query. Null when there is no positive term. */
export function strictTsquery(q: ParsedQuery, p: SqlParams): string | null {
  if (q.clauses.length === 0) return null;
  return and([...q.clauses.map((c) => clauseSql(c, p)), ...exclusionsSql(q, p)]);
}

/**
 * Between strict and relaxed: papers with at least two of the plain words (any pair of them), the
 * explicit syntax still holding. A paraphrased title shares a few words with its paper; "any one
 * word" would bury it among thousands of single-word matches. Pairs go through `search_pair`
 * (430-search-pairs.sql): a pair with a stop word is no pair, not the other word alone.
 * Null with fewer than three plain words (then two of them is all of them: the strict query).
 */
export function twoWordsTsquery(q: ParsedQuery, p: SqlParams): string | null {
  const soft = q.clauses.filter(isSoftClause);
  if (soft.length < 3) return null;
  const words = soft.map((c) => clauseSql(c, p));
  const pairs: string[] = [];
  for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) pairs.push(`search_pair(${words[i]}, ${words[j]})`);
  const hard = q.clauses.filter((c) => !isSoftClause(c));
  return and([...hard.map((c) => clauseSql(c, p)), `(${pairs.join(' || ')})`, ...exclusionsSql(q, p)]);
}

/**
 * The relaxed query for when the strict one finds few papers (a concept in other words): the
 * plain words become "any of them", phrases, OR groups, categories and exclusions still hold.
 * Null when relaxing would change nothing (fewer than two plain words).
 */
export function relaxedTsquery(q: ParsedQuery, p: SqlParams): string | null {
  const soft = q.clauses.filter(isSoftClause);
  if (soft.length < 2) return null;
  const hard = q.clauses.filter((c) => !isSoftClause(c));
  const any = `(${soft.map((c) => clauseSql(c, p)).join(' || ')})`;
  return and([...hard.map((c) => clauseSql(c, p)), any, ...exclusionsSql(q, p)]);
}

/**
 * For ranking relaxed matches: how many of the plain words a document has (coordination level),
 * as an SQL integer expression over `column` (a tsvector column of paper_search). Null when there are fewer than two plain words.
 */
export function coordinationSql(q: ParsedQuery, p: SqlParams, column = 'document'): string | null {
  const soft = q.clauses.filter(isSoftClause);
  if (soft.length < 2) return null;
  return `(${soft.map((c) => `(${column} @@ ${clauseSql(c, p)})::int`).join(' + ')})`;
}

/** The exclusions alone (every `-term` must be absent), for checking a match against the full document. Null: none. */
export function exclusionsTsquery(q: ParsedQuery, p: SqlParams): string | null {
  return and(exclusionsSql(q, p));
}

/** What a semantic match must still satisfy: the explicit syntax (phrases, OR groups, categories, exclusions). Null: nothing. */
export function filterTsquery(q: ParsedQuery, p: SqlParams): string | null {
  const hard = q.clauses.filter((c) => !isSoftClause(c));
  return and([...hard.map((c) => clauseSql(c, p)), ...exclusionsSql(q, p)]);
}
