/**
 * BibTeX and RIS of a paper, written directly rather than through a CSL round trip: an arXiv
 * preprint is `@misc` with `eprint`, `archivePrefix = {arXiv}` and `primaryClass` (what arXiv's
 * own export and biblatex read), the month is a BibTeX month macro, and a title's TeX (math,
 * accents) stays TeX instead of being escaped into `\textdollar{}`. RIS is what EndNote and
 * Mendeley import. Pure; the browser's citation export uses it.
 */
import type { CslName } from './citation.js';
import { paperToCsl, splitName } from './citation.js';
import type { Paper } from './papers.js';

type CitablePaper = Parameters<typeof paperToCsl>[0];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Text for a BibTeX field that keeps TeX as TeX: commands (`\v{s}`) and math (`$…$`) pass through;
 * outside math, the characters BibTeX or LaTeX would misread (`& % # _ ^ ~` written bare) are
 * escaped; braces that do not balance are escaped so the entry always parses.
 */
export function bibtexText(text: string): string {
  const s = text.replace(/\s+/g, ' ').trim();
  let out = '';
  let math = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\' && i + 1 < s.length) {
      // A command or an escaped character: copied whole.
      const m = /^\\([A-Za-z]+|.)/.exec(s.slice(i));
      out += m ? m[0] : c;
      i += (m ? m[0].length : 1) - 1;
      continue;
    }
    if (c === '$') math = !math;
    else if (!math && '&%#_'.includes(c)) {
      out += `\\${c}`;
      continue;
    } else if (!math && c === '^') {
      out += '\\^{}';
      continue;
    }
    out += c;
  }
  if (math) out = out.replace(/\$([^$]*)$/, '\\$$$1'); // an unclosed $ is a dollar sign
  return balanceBraces(out);
}

/** Escapes every brace that has no partner (unescaped braces only), so `{…}` around the field holds. */
function balanceBraces(s: string): string {
  const open: number[] = [];
  const unmatched = new Set<number>();
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s[i] === '{') open.push(i);
    else if (s[i] === '}') {
      if (open.length) open.pop();
      else unmatched.add(i);
    }
  }
  for (const i of open) unmatched.add(i);
  if (unmatched.size === 0) return s;
  return [...s].map((c, i) => (unmatched.has(i) ? `\\${c}` : c)).join('');
}

const bibName = (n: CslName) => {
  const family = /\band\b/i.test(n.family) ? `{${n.family}}` : n.family;
  return n.given ? `${bibtexText(family)}, ${bibtexText(n.given)}` : `{${bibtexText(family)}}`;
};

/** Citation key: first author's family name, year, first title word ("narayan2026facemoe"), ASCII only. */
export function citationKey(p: CitablePaper): string {
  const ascii = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/\\[A-Za-z]+|\$[^$]*\$/g, '')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
  const family = p.authors[0] ? ascii(splitName(p.authors[0]).family) : '';
  const year = /^(\d{4})/.exec(p.publishedDate ?? '')?.[1] ?? '';
  const word = p.title
    .replace(/\$[^$]*\$/g, ' ')
    .split(/\s+/)
    .map(ascii)
    .find((w) => w.length > 3 && !/^(the|with|from|into|towards?|using|about|what|when|where|which)$/.test(w));
  const key = `${family}${year}${word ?? ''}`;
  return key || (p.arxivId ?? p.id).replace(/[^A-Za-z0-9.:-]/g, '');
}

export function paperToBibtex(p: CitablePaper): string {
  const csl = paperToCsl(p);
  const fields: [string, string][] = [['title', `{${bibtexText(csl.title)}}`]];
  if (csl.author.length) fields.push(['author', `{${csl.author.map(bibName).join(' and ')}}`]);
  const date = csl.issued?.['date-parts'][0];
  if (date) {
    fields.push(['year', `{${date[0]}}`]);
    fields.push(['month', MONTHS[date[1] - 1]]);
  }
  if (p.arxivId) {
    fields.push(['eprint', `{${p.arxivId}}`], ['archivePrefix', '{arXiv}']);
    if (p.categories[0]) fields.push(['primaryClass', `{${p.categories[0]}}`]);
  } else fields.push(['publisher', `{${csl.publisher}}`]);
  if (csl.DOI) fields.push(['doi', `{${csl.DOI}}`]);
  if (csl.URL) fields.push(['url', `{${csl.URL}}`]);
  return `@misc{${citationKey(p)},\n${fields.map(([k, v]) => `  ${k} = ${v}`).join(',\n')}\n}`;
}

/** RIS (tags of two letters, "TY  - " … "ER  - "): an arXiv preprint is an unpublished work (UNPB). */
export function paperToRis(p: CitablePaper & Partial<Pick<Paper, 'abstract'>>): string {
  const csl = paperToCsl(p);
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const lines: [string, string][] = [['TY', 'UNPB'], ['TI', clean(csl.title)]];
  for (const a of csl.author) lines.push(['AU', a.given ? `${a.family}, ${a.given}` : a.family]);
  const date = csl.issued?.['date-parts'][0];
  if (date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    lines.push(['PY', String(date[0])], ['DA', `${date[0]}/${pad(date[1])}/${pad(date[2])}`]);
  }
  lines.push(['PB', csl.publisher]);
  if (p.arxivId) lines.push(['AN', `arXiv:${p.arxivId}`]);
  if (csl.DOI) lines.push(['DO', csl.DOI]);
  if (csl.URL) lines.push(['UR', csl.URL]);
  for (const c of p.categories) lines.push(['KW', c]);
  if (p.abstract) lines.push(['AB', clean(p.abstract)]);
  lines.push(['ER', '']);
  return `${lines.map(([tag, value]) => `${tag}  - ${value}`).join('\n')}\n`;
}
