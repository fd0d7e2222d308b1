/**
 * arXiv identifiers. Two schemes exist: new-style `YYMM.NNNN(N)` (since 2007-04;
 * five digits since 2015-01) and old-style `archive(.SC)/YYMMNNN` (before 2007-04).
 * Old-style ids keep their slash: it is part of the identifier, not a path.
 */

const NEW_STYLE = /^(\d{2})(\d{2})\.(\d{4,5})$/;
const OLD_STYLE = /^([a-z]+(?:-[a-z]+)*)(?:\.[A-Z]{2})?\/(\d{2})(\d{2})\d{3}$/;
const VERSION_SUFFIX = /v(\d+)$/;

export interface ParsedArxivId {
  arxivId: string;
  version: number | null;
}

/**
 * Accepts a bare id, an id with a version suffix, an `arXiv:` prefixed id or an
 * abs/pdf URL (as Atom entry ids are), and returns the id without its version.
 */
export function parseArxivId(input: string): ParsedArxivId | null {
  let s = input.trim();
  const url = /^https?:\/\/(?:export\.)?arxiv\.org\/(?:abs|pdf)\/(.+?)(?:\.pdf)?$/i.exec(s);
  if (url) s = url[1];
  s = s.replace(/^arxiv:/i, '');
  let version: number | null = null;
  const v = VERSION_SUFFIX.exec(s);
  if (v) {
    version = Number(v[1]);
    s = s.slice(0, -v[0].length);
  }
  return isArxivId(s) ? { arxivId: s, version } : null;
}

/** True for a version-less id of either scheme. */
export function isArxivId(id: string): boolean {
  const m = NEW_STYLE.exec(id);
  if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 12;
  const o = OLD_STYLE.exec(id);
  return o !== null && Number(o[3]) >= 1 && Number(o[3]) <= 12;
}

/**
 * The month of first submission, which both id schemes encode (YYMM). Used when a
 * source does not carry the submission date (daily listings of replacements).
 * Old-style ids began in 1991, so YY >= 91 is the 1900s.
 */
export function submissionMonthOf(arxivId: string): { year: number; month: number } | null {
  const m = NEW_STYLE.exec(arxivId) ?? OLD_STYLE.exec(arxivId);
  if (!m) return null;
  const [yy, mm] = NEW_STYLE.test(arxivId) ? [m[1], m[2]] : [m[2], m[3]];
  const y = Number(yy);
  return { year: NEW_STYLE.test(arxivId) || y < 91 ? 2000 + y : 1900 + y, month: Number(mm) };
}

/** The canonical, version-less PDF link: it always serves the latest version. */
export function pdfUrlFor(arxivId: string): string {
  return `https://arxiv.org/pdf/${arxivId}`;
}
