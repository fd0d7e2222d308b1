/**
 * A paper as CSL-JSON (the Citation Style Language's item format): what citation-js (or any
 * citeproc) formats as BibTeX, APA, MLA, Chicago, and what Zotero imports. Pure; both sides use it.
 */
import type { Paper } from './papers.js';

export interface CslName {
  given?: string;
  family: string;
}

export interface CslItem {
  id: string;
  type: 'article';
  title: string;
  author: CslName[];
  issued?: { 'date-parts': [[number, number, number]] };
  publisher: string;
  number?: string;
  URL?: string;
  DOI?: string;
  keyword?: string;
  abstract?: string;
}

/** "Vishal M. Patel" → {given: "Vishal M.", family: "Patel"}; "Patel, Vishal" is read family first; particles stay with the family name. */
export function splitName(name: string): CslName {
  const n = name.trim().replace(/\s+/g, ' ');
  if (n.includes(',')) {
    const [family, given] = n.split(',', 2).map((s) => s.trim());
    return given ? { given, family } : { family };
  }
  const parts = n.split(' ');
  if (parts.length === 1) return { family: parts[0] };
  let i = parts.length - 1;
  while (i > 1 && /^(van|von|der|den|de|del|della|da|di|du|la|le|dos|das|ter|ten|bin|al)$/i.test(parts[i - 1])) i--;
  return { given: parts.slice(0, i).join(' '), family: parts.slice(i).join(' ') };
}

type CitablePaper = Pick<Paper, 'id' | 'arxivId' | 'title' | 'authors' | 'publishedDate' | 'categories'> & { doi?: string | null };

export function paperToCsl(p: CitablePaper): CslItem {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(p.publishedDate ?? '');
  const item: CslItem = {
    id: p.arxivId ?? p.id,
    type: 'article',
    title: p.title.replace(/\s+/g, ' ').trim(),
    author: p.authors.map(splitName),
    publisher: 'arXiv',
  };
  if (m) item.issued = { 'date-parts': [[Number(m[1]), Number(m[2]), Number(m[3])]] };
  if (p.arxivId) {
    item.number = `arXiv:${p.arxivId}`;
    item.URL = `https://arxiv.org/abs/${p.arxivId}`;
    item.DOI = p.doi || `10.48550/arXiv.${p.arxivId}`;
  } else if (p.doi) item.DOI = p.doi;
  if (p.categories.length) item.keyword = p.categories.join(', ');
  return item;
}
