/**
 * The search box's syntax (pure):
 *   words            ranked by how many of them a paper has, rare words weighing more (BM25, any of
 *                    them may be missing; stemmed, also matched as written, for author names)
 *   +word            must match (as a quoted word does)
 *   "a phrase"       must match, the words next to each other
 *   -word -"phrase"  must not match
 *   a OR b           either (also `|`); binds the terms on each side
 *   cs.CV, hep-th    arXiv category codes
 *   2406.01234       an arXiv id (also arXiv:…, versions, abs/pdf URLs): that paper first
 *   the last word, when the query does not end with a space, also matches as a prefix ("transf" → transformer)
 */
import { parseArxivId } from '../../../../platform/external/arxiv/arxiv-id.js';

export type Term =
  | { kind: 'word'; value: string }
  | { kind: 'phrase'; value: string }
  /** The parts of a hyphenated or punctuated word ("network-based"): every part, in any order. */
  | { kind: 'compound'; value: string }
  | { kind: 'category'; value: string }
  | { kind: 'prefix'; value: string };

/** A clause matches when any of its alternatives does. */
export type Clause = Term[];

export interface ParsedQuery {
  /** Clauses that must all match. */
  clauses: Clause[];
  /** Terms that must not match. */
  exclusions: Term[];
  /** arXiv ids named in the query (version-less). */
  arxivIds: string[];
  /** The positive text, for the semantic (vector) ranking. */
  text: string;
}

export class QuerySyntaxError extends Error {}

/**
 * arXiv category codes: an archive's subject class (cs.CV, math.AG, astro-ph.GA) or a dashed archive
 * (hep-th, quant-ph). Only arXiv's archives: "opencv.js" or "node.js" are words people search for.
 */
const CATEGORY =
  /^(?:cs|math|stat|eess|econ|q-bio|q-fin|physics|astro-ph|cond-mat|nlin|hep-(?:th|ph|ex|lat)|nucl-(?:th|ex)|gr-qc|quant-ph|math-ph)\.[A-Za-z]{2,}(?:-[A-Za-z]+)?$|^(?:hep|astro|cond|gr|nucl|quant|math|nlin|q)-[a-z]{2,}$/;
const WORD_PARTS = /[\p{L}\p{N}]+/gu;
const MIN_PREFIX = 3;

interface RawToken {
  text: string;
  quoted: boolean;
  negated: boolean;
  /** `+word`: the user asked for this word in every result. */
  required: boolean;
  or: boolean;
}

function tokenize(q: string): RawToken[] {
  const tokens: RawToken[] = [];
  let i = 0;
  while (i < q.length) {
    if (/\s/.test(q[i])) {
      i++;
      continue;
    }
    let negated = false;
    let required = false;
    if ((q[i] === '-' || q[i] === '+') && i + 1 < q.length && !/\s/.test(q[i + 1])) {
      negated = q[i] === '-';
      required = q[i] === '+';
      i++;
    }
    if (q[i] === '"' || q[i] === '“' || q[i] === '”') {
      const end = q.slice(i + 1).search(/["“”]/);
      const text = end === -1 ? q.slice(i + 1) : q.slice(i + 1, i + 1 + end);
      tokens.push({ text, quoted: true, negated, required, or: false });
      i = end === -1 ? q.length : i + 2 + end;
      continue;
    }
    const match = /^[^\s"“”]+/.exec(q.slice(i))!;
    const text = match[0];
    i += text.length;
    if (!negated && !required && (text === 'OR' || text === '|' || text === '||')) tokens.push({ text, quoted: false, negated: false, required: false, or: true });
    else tokens.push({ text, quoted: false, negated, required, or: false });
  }
  return tokens;
}

/**
 * The terms of one unquoted token: a category code, a word, or the parts of a hyphenated or
 * punctuated token as a compound. Not a phrase: adjacency needs word positions, which the GIN index
 * does not hold, so PostgreSQL rechecks a phrase on every paper having all the parts (at 1M papers
 * thousands of out-of-line documents for "vision-based"); cover-density ranking still puts the
 * papers with the parts side by side first. Quote the token to require the exact phrase.
 */
function termsOf(text: string): Term[] {
  const stripped = text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (CATEGORY.test(stripped)) return [{ kind: 'category', value: stripped.toLowerCase() }];
  const parts = stripped.match(WORD_PARTS) ?? [];
  if (parts.length === 0) return [];
  if (parts.length === 1) return [{ kind: 'word', value: parts[0].toLowerCase() }];
  return [{ kind: 'compound', value: parts.join(' ').toLowerCase() }];
}

function phraseOf(text: string): Term | null {
  const parts = text.match(WORD_PARTS) ?? [];
  if (parts.length === 0) return null;
  // Quoted, even one word is required as written: a phrase (never relaxed away).
  return { kind: 'phrase', value: parts.join(' ').toLowerCase() };
}

export function parseQuery(q: string): ParsedQuery {
  const tokens = tokenize(q);
  const endsOpen = q.length > 0 && !/[\s"“”]$/.test(q);
  const clauses: Clause[] = [];
  const exclusions: Term[] = [];
  const arxivIds: string[] = [];
  const text: string[] = [];
  let joinNext = false;

  tokens.forEach((token, index) => {
    if (token.or) {
      if (clauses.length > 0) joinNext = true;
      return;
    }
    const id = !token.quoted ? parseArxivId(token.text) : null;
    if (id && !token.negated) {
      if (!arxivIds.includes(id.arxivId)) arxivIds.push(id.arxivId);
      joinNext = false;
      return;
    }
    // A required word is matched as a quoted one is: never relaxed away.
    let terms: Term[] = token.quoted || token.required ? [phraseOf(token.text)].filter((t): t is Term => t !== null) : termsOf(token.text);
    if (terms.length === 0) return;
    if (token.negated) {
      exclusions.push(...terms);
      return;
    }
    const last = index === tokens.length - 1;
    if (last && endsOpen && !token.quoted && !token.required && terms.length === 1 && terms[0].kind === 'word' && terms[0].value.length >= MIN_PREFIX) {
      terms = [terms[0], { kind: 'prefix', value: terms[0].value }];
    }
    text.push(token.quoted || token.required ? token.text.trim() : token.text);
    if (joinNext && clauses.length > 0) clauses[clauses.length - 1].push(...terms);
    else clauses.push(terms);
    joinNext = false;
  });

  return { clauses, exclusions, arxivIds, text: text.join(' ').replace(/\s+/g, ' ').trim() };
}

/**
 * A clause of one plain word (with its prefix form) or one hyphenated word: the terms a relaxed
 * (any-word) match may drop. Quoted phrases, OR groups and categories are what the user asked for
 * explicitly, and always hold.
 */
export function isSoftClause(clause: Clause): boolean {
  if (clause.length === 1 && clause[0].kind === 'compound') return true;
  return clause.every((t) => t.kind === 'word' || t.kind === 'prefix') && new Set(clause.map((t) => t.value)).size === 1;
}
