/**
 * Citation export (spec core §7) on real corpus papers: formats that reference managers accept.
 * BibTeX and RIS are parsed back with citation-js's own BibTeX and RIS input and their fields
 * compared with the paper's; MLA and Chicago come from the official CSL styles vendored in
 * src/features/paper/utils/csl (registered as citation-js templates), APA from citation-js's
 * bundled style; one paper is checked word for word; Zotero JSON is the CSL item.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Paper, paperToBibtex, paperToCsl, paperToRis } from '@scholarlens/contracts';
import { CSL_STYLES, citationFileName, createCitationFormatter, type CitationFormatter, type CitationJs } from '../src/features/paper/utils/citation.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const CORPUS = path.resolve(root, '..', 'shared', 'data', 'arxiv-corpus', 'daily-listings-30k.jsonl');

const styleXml = (name: string) => fs.readFileSync(path.join(here, '../src/features/paper/utils/csl', `${name}.csl`), 'utf8');
const MLA = styleXml(CSL_STYLES.mla);
const CHICAGO = styleXml(CSL_STYLES.chicago);

/** Real papers from the corpus, as the API's Paper. */
function corpusPapers(n: number): Paper[] {
  const lines = fs.readFileSync(CORPUS, 'utf8').split('\n', n);
  return lines.map((line) => {
    const r = JSON.parse(line) as { id: string; title: string; authors: string[]; categories: string[]; summary: string; crawl_date?: string };
    const authors = r.authors;
    return {
      id: r.id,
      arxivId: r.id,
      title: r.title.replace(/\s+/g, ' ').trim(),
      authors,
      abstract: r.summary,
      categories: r.categories,
      tags: [],
      publishedDate: (r.crawl_date ?? '2026-06-01').slice(0, 10),
      pdfUrl: null,
      source: 'arXiv',
      views: 0,
      summary: null,
    };
  });
}

let format: CitationFormatter;
type Csl = Record<string, unknown> & { author: { given?: string; family: string }[]; issued: { 'date-parts': number[][] } };
let citationJs: CitationJs & {
  Cite: { new (data: unknown): { data: Csl[] } };
  plugins: CitationJs['plugins'] & { input: { chain(data: unknown, options: Record<string, unknown>): unknown } };
};

before(async () => {
  const core = await import('@citation-js/core');
  await import('@citation-js/plugin-bibtex');
  await import('@citation-js/plugin-csl');
  await import('@citation-js/plugin-ris');
  citationJs = ((core as { default?: unknown }).default ?? core) as typeof citationJs;
  format = createCitationFormatter(citationJs, { mla: MLA, chicago: CHICAGO });
});

test('the official MLA and Chicago styles are registered and used; APA is the bundled APA style', () => {
  for (const paper of corpusPapers(6)) {
    const doi = `https://doi.org/10.48550/arXiv.${paper.arxivId}`;
    assert.ok(format(paper, 'mla').includes(`.” arXiv:${paper.arxivId}, arXiv, `), `${paper.id} MLA: ${format(paper, 'mla')}`);
    assert.ok(format(paper, 'mla').endsWith(`2026, ${doi}.`), `${paper.id} MLA: ${format(paper, 'mla')}`);
    assert.ok(format(paper, 'chicago').includes(`2026. “`), `${paper.id} Chicago: ${format(paper, 'chicago')}`);
    assert.ok(format(paper, 'apa').includes(`(2026). `), `${paper.id} APA`);
  }
});

test('one real paper, word for word', () => {
  const [corpusPaper] = corpusPapers(1);
  const paper = { ...corpusPaper, authors: ['Kartik Narayan', 'Vishal M. Patel'], publishedDate: '2026-06-01' };
  const doi = `https://doi.org/10.48550/arXiv.${paper.arxivId}`;
  assert.equal(format(paper, 'apa'), `Narayan, K., & Patel, V. M. (2026). ${paper.title} (arXiv:${paper.arxivId}). arXiv. ${doi}`);
  // MLA 9 (the official style's current edition) quotes a preprint's title.
  assert.equal(format(paper, 'mla'), `Narayan, Kartik, and Vishal M. Patel. “${paper.title}.” arXiv:${paper.arxivId}, arXiv, 1 June 2026, ${doi}.`);
  // Chicago 18th edition (author-date) names a preprint as such.
  assert.equal(format(paper, 'chicago'), `Narayan, Kartik, and Vishal M. Patel. 2026. “${paper.title}.” arXiv:${paper.arxivId}. Preprint, arXiv, June 1. ${doi}.`);
});

/** The raw fields of the single entry of a .bib text, as citation-js's BibTeX parser reads them. */
function bibEntry(bib: string): { type: string; label: string; properties: Record<string, string> } {
  const entries = citationJs.plugins.input.chain(bib, { target: '@biblatex/entries+list', generateGraph: false }) as {
    type: string;
    label: string;
    properties: Record<string, string>;
  }[];
  assert.equal(entries.length, 1, bib);
  return entries[0];
}

test('BibTeX: an arXiv preprint is @misc with eprint, archivePrefix, primaryClass and a valid month; it parses back to the paper', () => {
  for (const paper of corpusPapers(20)) {
    const item = paperToCsl(paper);
    const bib = format(paper, 'bibtex');
    assert.equal(bib, paperToBibtex(paper));
    assert.match(bib, /^@misc\{[a-z0-9]+,\n/);
    assert.match(bib, /\n {2}month = (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec),\n/);
    const entry = bibEntry(bib);
    assert.equal(entry.type, 'misc');
    assert.equal(entry.properties.eprint, paper.arxivId);
    assert.equal(entry.properties.archiveprefix, 'arXiv');
    assert.equal(entry.properties.primaryclass, paper.categories[0]);
    const month = Number(paper.publishedDate.slice(5, 7));
    assert.equal(Number(entry.properties.month), month);
    const [back] = new citationJs.Cite(bib).data;
    if (!/[$\\]/.test(paper.title)) assert.equal(back.title, item.title, paper.id);
    assert.deepEqual(back.author.map((a) => a.family), item.author.map((a) => a.family), paper.id);
    assert.deepEqual(back.issued['date-parts'][0].slice(0, 2), [Number(paper.publishedDate.slice(0, 4)), month]);
    assert.equal(back.DOI, item.DOI);
    assert.equal(back.URL, item.URL);
  }
});

test('BibTeX keeps a title’s TeX as TeX and escapes only what BibTeX would misread', () => {
  const paper = {
    id: '2608.01234',
    arxivId: '2608.01234',
    title: 'On $X^a=Y^b$ and the $\\mathfrak{osp}(2 \\vert 2n)$ algebra of \\v{S}ilhav\\`y: 50% & more_',
    authors: ['Jan \\v{S}ilhav\\`y', 'Ludwig van Beethoven'],
    publishedDate: '2026-12-31',
    categories: ['math.RT'],
  };
  const bib = paperToBibtex(paper);
  assert.ok(bib.includes('title = {On $X^a=Y^b$ and the $\\mathfrak{osp}(2 \\vert 2n)$ algebra of \\v{S}ilhav\\`y: 50\\% \\& more\\_}'), bib);
  assert.ok(!bib.includes('textdollar'));
  assert.ok(bib.includes('author = {\\v{S}ilhav\\`y, Jan and van Beethoven, Ludwig}'), bib);
  assert.ok(bib.includes('month = dec'));
  assert.ok(bibEntry(bib).properties.title.includes('$X^a=Y^b$'));
  const [back] = new citationJs.Cite(bib).data;
  assert.equal(back.author[0].family, 'Šilhavỳ');
  assert.ok(String(back.title).includes('Šilhavỳ: 50% & more_'), String(back.title));
  // Braces that do not balance are escaped, so the entry still parses.
  assert.ok(bibEntry(paperToBibtex({ ...paper, title: 'Broken } brace { here' })).properties.title.includes('brace'));
});

test('RIS parses back with citation-js’s RIS input to the same fields', () => {
  for (const paper of corpusPapers(10)) {
    const item = paperToCsl(paper);
    const ris = format(paper, 'ris');
    assert.equal(ris, paperToRis(paper));
    assert.ok(ris.startsWith('TY  - UNPB\n') && ris.endsWith('ER  - \n'), ris);
    const [back] = new citationJs.Cite(ris).data;
    assert.equal(back.title, item.title);
    assert.deepEqual(back.author, item.author);
    assert.deepEqual(back.issued['date-parts'][0], item.issued?.['date-parts'][0]);
    assert.equal(back.DOI, item.DOI);
    assert.equal(back.URL, item.URL);
    assert.equal(back.publisher, 'arXiv');
    assert.equal(back.abstract, paper.abstract.replace(/\s+/g, ' ').trim());
  }
});

test('Zotero JSON is the CSL item', () => {
  for (const paper of corpusPapers(3)) assert.deepEqual(JSON.parse(format(paper, 'zotero')), [paperToCsl(paper)]);
});

test('file names are {arxivId}_citation.{ext}', () => {
  assert.equal(citationFileName({ id: '2606.32040', arxivId: '2606.32040' }, 'bibtex'), '2606.32040_citation.bib');
  assert.equal(citationFileName({ id: '2606.32040', arxivId: '2606.32040' }, 'mla'), '2606.32040_citation.txt');
  assert.equal(citationFileName({ id: '2606.32040', arxivId: '2606.32040' }, 'ris'), '2606.32040_citation.ris');
  assert.equal(citationFileName({ id: 'hep-th_9901001', arxivId: 'hep-th/9901001' }, 'zotero'), 'hep-th_9901001_citation.json');
});
