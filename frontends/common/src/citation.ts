/** Citation formats generated in the browser (spec core §7): BibTeX, APA, MLA, Chicago, Zotero (CSL) JSON. Pure. */
import type { Paper } from '@scholarlens/contracts';

export type CitationFormat = 'bibtex' | 'apa' | 'mla' | 'chicago' | 'zotero';

export const CITATION_FORMATS: { id: CitationFormat; label: string; ext: 'bib' | 'txt' | 'json' }[] = [
  { id: 'bibtex', label: 'BibTeX', ext: 'bib' },
  { id: 'apa', label: 'APA', ext: 'txt' },
  { id: 'mla', label: 'MLA', ext: 'txt' },
  { id: 'chicago', label: 'Chicago', ext: 'txt' },
  { id: 'zotero', label: 'Zotero JSON', ext: 'json' },
];

type CitablePaper = Pick<Paper, 'id' | 'arxivId' | 'title' | 'authors' | 'publishedDate' | 'categories'>;

interface Name {
  given: string;
  family: string;
}

/** "Vishal M. Patel" → {given: "Vishal M.", family: "Patel"}; "Patel, Vishal" is read as family first. */
export function splitName(name: string): Name {
  const n = name.trim().replace(/\s+/g, ' ');
  if (n.includes(',')) {
    const [family, given] = n.split(',', 2).map((s) => s.trim());
    return { given: given ?? '', family: family ?? '' };
  }
  const parts = n.split(' ');
  if (parts.length === 1) return { given: '', family: parts[0] };
  return { given: parts.slice(0, -1).join(' '), family: parts[parts.length - 1] };
}

const initials = (given: string) =>
  given
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((g) => `${g[0].toUpperCase()}.`)
    .join(' ');

function dateParts(value: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

const MONTHS_MLA = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

const absUrl = (p: CitablePaper) => (p.arxivId ? `https://arxiv.org/abs/${p.arxivId}` : '');
const endDot = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`);

function bibKey(p: CitablePaper): string {
  const first = p.authors[0] ? splitName(p.authors[0]).family.toLowerCase().replace(/[^a-z0-9]/g, '') : 'paper';
  const year = dateParts(p.publishedDate)?.[0] ?? '';
  const word = (p.title.toLowerCase().match(/[a-z0-9]{4,}/) ?? ['paper'])[0];
  return `${first}${year}${word}`;
}

export function citationText(p: CitablePaper, format: CitationFormat): string {
  const date = dateParts(p.publishedDate);
  const year = date ? String(date[0]) : 'n.d.';
  const names = p.authors.map(splitName);
  const url = absUrl(p);
  switch (format) {
    case 'bibtex': {
      const fields = [
        `  title={${p.title}}`,
        `  author={${names.map((n) => (n.given ? `${n.family}, ${n.given}` : n.family)).join(' and ')}}`,
        `  year={${year}}`,
        ...(p.arxivId ? [`  eprint={${p.arxivId}}`, '  archivePrefix={arXiv}'] : []),
        ...(p.categories[0] ? [`  primaryClass={${p.categories[0]}}`] : []),
        ...(url ? [`  url={${url}}`] : []),
      ];
      return `@article{${bibKey(p)},\n${fields.join(',\n')}\n}`;
    }
    case 'apa': {
      const list = names.map((n) => (n.given ? `${n.family}, ${initials(n.given)}` : n.family));
      const authors =
        list.length === 0 ? '' : list.length === 1 ? list[0] : list.length <= 20 ? `${list.slice(0, -1).join(', ')}, & ${list[list.length - 1]}` : `${list.slice(0, 19).join(', ')}, ... ${list[list.length - 1]}`;
      const where = p.arxivId ? ` arXiv. https://doi.org/10.48550/arXiv.${p.arxivId}` : '';
      return `${authors ? `${authors} ` : ''}(${year}). ${endDot(p.title)}${where}`.trim();
    }
    case 'mla': {
      let authors = '';
      if (names.length === 1) authors = `${names[0].family}${names[0].given ? `, ${names[0].given}` : ''}. `;
      else if (names.length === 2) authors = `${names[0].family}, ${names[0].given}, and ${names[1].given} ${names[1].family}. `.replace(/\s+/g, ' ');
      else if (names.length > 2) authors = `${names[0].family}, ${names[0].given}, et al. `;
      const when = date ? `${date[2]} ${MONTHS_MLA[date[1] - 1]} ${date[0]}` : 'n.d.';
      return `${authors}"${endDot(p.title)}" arXiv, ${when}${url ? `, ${url.replace(/^https:\/\//, '')}` : ''}.`;
    }
    case 'chicago': {
      let authors = '';
      if (names.length === 1) authors = `${names[0].family}${names[0].given ? `, ${names[0].given}` : ''}`;
      else if (names.length > 1 && names.length <= 10) {
        const rest = names.slice(1).map((n) => `${n.given} ${n.family}`.trim());
        authors = `${names[0].family}, ${names[0].given}, ${rest.length > 1 ? `${rest.slice(0, -1).join(', ')}, ` : ''}and ${rest[rest.length - 1]}`;
      } else if (names.length > 10) authors = `${names.slice(0, 7).map((n, i) => (i === 0 ? `${n.family}, ${n.given}` : `${n.given} ${n.family}`)).join(', ')}, et al`;
      return `${authors ? `${endDot(authors)} ` : ''}${year}. "${endDot(p.title)}" arXiv${p.arxivId ? ` preprint arXiv:${p.arxivId}` : ''}.${url ? ` ${url}.` : ''}`;
    }
    case 'zotero':
      return JSON.stringify(
        [
          {
            id: p.arxivId ?? p.id,
            type: 'article',
            title: p.title,
            author: names.map((n) => ({ family: n.family, given: n.given })),
            issued: date ? { 'date-parts': [date] } : undefined,
            publisher: 'arXiv',
            number: p.arxivId ?? undefined,
            URL: url || undefined,
            DOI: p.arxivId ? `10.48550/arXiv.${p.arxivId}` : undefined,
            keyword: p.categories.join(', '),
          },
        ],
        null,
        2,
      );
  }
}

/** File name of a downloaded citation: {arxivId}_citation.{ext} (the id when there is no arXiv id). */
export function citationFileName(p: Pick<Paper, 'id' | 'arxivId'>, format: CitationFormat): string {
  const ext = CITATION_FORMATS.find((f) => f.id === format)?.ext ?? 'txt';
  return `${(p.arxivId ?? p.id).replace(/[\\/:*?"<>|]/g, '_')}_citation.${ext}`;
}
