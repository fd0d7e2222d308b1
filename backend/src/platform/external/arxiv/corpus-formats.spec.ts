import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SHARED_DATA_DIR } from '../../testing/replay-server.js';
import { dailyListingPublishedDate, parseCorpusLine, readCorpusFile, type CorpusLineResult } from './corpus-formats.js';
import type { PaperMetadata } from './paper-metadata.js';

const CORPUS = path.join(SHARED_DATA_DIR, 'arxiv-corpus');
const FILES = {
  'daily-listings-30k.jsonl': 30_000,
  'daily-listings-math-2487.jsonl': 2_487,
  'kaggle-snapshot-format-1000.jsonl': 1_000,
};

/** Reads a whole file once per test run; keeps only the records the tests look at. */
async function scan(file: string, wanted: string[]) {
  let lines = 0;
  const rejects: Array<{ lineNumber: number; reason: string }> = [];
  const formats = new Set<string>();
  const found = new Map<string, PaperMetadata>();
  for await (const { lineNumber, result } of readCorpusFile(path.join(CORPUS, file))) {
    lines++;
    if (!result.ok) {
      rejects.push({ lineNumber, reason: result.reason });
      continue;
    }
    formats.add(result.format);
    if (wanted.includes(result.value.arxivId)) found.set(result.value.arxivId, result.value);
  }
  return { lines, rejects, formats, found };
}

describe('corpus files (real data)', () => {
  it('daily-listings-30k: every line parses; spot-check 2606.32040', async () => {
    const { lines, rejects, formats, found } = await scan('daily-listings-30k.jsonl', ['2606.32040']);
    assert.equal(lines, FILES['daily-listings-30k.jsonl']);
    assert.deepEqual(rejects, []);
    assert.deepEqual([...formats], ['daily-listing']);
    const p = found.get('2606.32040')!;
    assert.equal(p.title, 'FaceMoE: Mixture of Experts for Low-Resolution Face Recognition');
    assert.deepEqual(p.authors, ['Kartik Narayan', 'Vishal M. Patel']);
    assert.deepEqual(p.categories, ['cs.CV']);
    assert.equal(p.publishedDate, '2026-07-01', 'listed in the first days after its submission month: the listing date');
    assert.equal(p.updatedDate, null);
    assert.equal(p.version, null);
    assert.equal(p.pdfUrl, 'https://arxiv.org/pdf/2606.32040');
    assert.equal(p.comment, 'ECCV 2026, Project Page: https://kartik-3004.github.io/FaceMoE/');
    assert.match(p.abstract, /^Low-resolution face recognition \(LR-FR\) remains/);
  });

  it('daily-listings-math: every line parses; a replacement listing falls back to the id month', async () => {
    const { lines, rejects, found } = await scan('daily-listings-math-2487.jsonl', ['2608.06333', '2301.10967']);
    assert.equal(lines, FILES['daily-listings-math-2487.jsonl']);
    assert.deepEqual(rejects, []);
    const first = found.get('2608.06333')!;
    assert.equal(first.publishedDate, '2026-08-07');
    assert.deepEqual(first.categories, ['math.QA', 'math.RT']);
    assert.deepEqual(first.authors, ['Seth Porter', 'Matthew B. Young']);
    const replaced = found.get('2301.10967')!; // listed 2026-07-29, "Corrected an error..."
    assert.equal(replaced.publishedDate, '2023-01-01');
    assert.deepEqual(replaced.authors, ['Konstantin Jakob', 'Zhiwei Yun']);
  });

  it('kaggle snapshot: every line parses; names from authors_parsed, dates from versions', async () => {
    const { lines, rejects, formats, found } = await scan('kaggle-snapshot-format-1000.jsonl', ['0704.0001', '0704.0802', '0704.0367']);
    assert.equal(lines, FILES['kaggle-snapshot-format-1000.jsonl']);
    assert.deepEqual(rejects, []);
    assert.deepEqual([...formats], ['kaggle-snapshot']);

    const p = found.get('0704.0001')!;
    assert.equal(p.title, 'Calculation of prompt diphoton production cross sections at Tevatron and LHC energies');
    assert.deepEqual(p.authors, ['C. Balázs', 'E. L. Berger', 'P. M. Nadolsky', 'C. -P. Yuan']);
    assert.deepEqual(p.categories, ['hep-ph']);
    assert.equal(p.publishedDate, '2007-04-02');
    assert.equal(p.updatedDate, '2007-07-24', 'the last version, not update_date (2008-11-26)');
    assert.equal(p.version, 2);
    assert.equal(p.doi, '10.1103/PhysRevD.76.013009');
    assert.equal(p.journalRef, 'Phys.Rev.D76:013009,2007');
    assert.equal(p.comment, '37 pages, 15 figures; published version');
    assert.match(p.abstract, /^A fully differential calculation in perturbative quantum chromodynamics is presented for/);

    const single = found.get('0704.0802')!;
    assert.deepEqual(single.authors, ['Caleb K. Lo', 'Robert W. Heath Jr.', 'Sriram Vishwanath']);
    assert.equal(single.publishedDate, '2007-04-05');
    assert.equal(single.updatedDate, '2007-04-05');
    assert.equal(single.version, 1);

    const six = found.get('0704.0367')!;
    assert.deepEqual(six.authors, ['Eyo Eyo Ita III']);
    assert.equal(six.version, 6);
    assert.equal(six.updatedDate, '2011-03-18');
  });
});

describe('parseCorpusLine', () => {
  const reason = (r: CorpusLineResult) => (r.ok ? '' : r.reason);

  it('explains malformed lines', () => {
    assert.match(reason(parseCorpusLine('{"id": "2606.32040", "title": ')), /^not valid JSON/);
    assert.equal(reason(parseCorpusLine('[1,2]')), 'line is not a JSON object');
    assert.match(reason(parseCorpusLine('{"id": "2606.32040", "title": "x"}')), /^unrecognized format/);
    assert.match(
      reason(parseCorpusLine('{"id": "nope", "summary": "s", "authors": ["A"], "title": "t", "categories": ["cs.AI"], "crawl_date": "2026-01-01"}')),
      /bad arXiv id shape: "nope"/,
    );
    assert.match(
      reason(parseCorpusLine('{"id": "2601.00001", "summary": "s", "authors": ["A"], "title": "t", "categories": [], "crawl_date": "2026-01-01"}')),
      /no arXiv categories for 2601.00001/,
    );
  });

  it('dates a daily listing by its listing date only near the id month', () => {
    assert.equal(dailyListingPublishedDate('2606.32040', '2026-06-15'), '2026-06-15');
    assert.equal(dailyListingPublishedDate('2606.32040', '2026-07-03'), '2026-07-03');
    assert.equal(dailyListingPublishedDate('2606.32040', '2026-07-25'), '2026-06-01');
    assert.equal(dailyListingPublishedDate('2606.32040', undefined), '2026-06-01');
  });
});
