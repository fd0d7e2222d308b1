import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { FIXTURES_DIR } from '../../testing/replay-server.js';
import { ArxivApiError, parseAtomFeed, type AtomFeedPage } from './atom-feed.js';

const DIRS = ['arxiv-atom', 'arxiv-atom-2016'].map((d) => path.join(FIXTURES_DIR, d));
const read = (dir: string, prefix: string) => {
  const file = readdirSync(dir).find((f) => f.startsWith(prefix));
  assert.ok(file, `fixture ${prefix}* in ${dir}`);
  return readFileSync(path.join(dir, file), 'utf8');
};
const [CURRENT, OLD] = DIRS;

describe('parseAtomFeed over every recorded feed', () => {
  for (const dir of DIRS) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.xml'))) {
      it(`${path.basename(dir)}/${file}`, () => {
        const xml = readFileSync(path.join(dir, file), 'utf8');
        if (xml.includes('/api/errors#')) {
          assert.throws(() => parseAtomFeed(xml), ArxivApiError);
          return;
        }
        const page = parseAtomFeed(xml);
        const inXml = (xml.match(/<entry>/g) ?? []).length;
        assert.deepEqual(page.rejected, []);
        assert.equal(page.entries.length, inXml);
        assert.equal(page.entries.length, Math.min(page.itemsPerPage, Math.max(0, page.totalResults - page.startIndex)));
        for (const e of page.entries) assertComplete(e);
      });
    }
  }
});

function assertComplete(e: AtomFeedPage['entries'][number]) {
  assert.match(e.arxivId, /^(\d{4}\.\d{4,5}|[a-z-]+(\.[A-Z]{2})?\/\d{7})$/);
  assert.ok(Number.isInteger(e.version) && e.version! >= 1, `${e.arxivId} version`);
  assert.ok(e.title.length > 0 && !/\s\s|\n/.test(e.title), `${e.arxivId} title collapsed`);
  assert.ok(e.abstract.length > 0 && !/\n/.test(e.abstract) && e.abstract === e.abstract.trim(), `${e.arxivId} abstract`);
  assert.ok(e.authors.length > 0 && e.authors.every((a) => a.length > 0), `${e.arxivId} authors`);
  assert.ok(e.categories.length > 0, `${e.arxivId} categories`);
  assert.match(e.publishedDate, /^\d{4}-\d{2}-\d{2}$/);
  assert.match(e.updatedDate!, /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(e.updatedDate! >= e.publishedDate);
  assert.equal(e.pdfUrl, `https://arxiv.org/pdf/${e.arxivId}`);
  assert.equal(e.source, 'arxiv');
}

describe('parseAtomFeed details', () => {
  it('reads the version from the entry id and keeps a title of "0"', () => {
    const page = parseAtomFeed(read(CURRENT, 'id_2104.12255v1_'));
    assert.deepEqual([page.totalResults, page.startIndex, page.itemsPerPage], [1, 0, 100]);
    const [e] = page.entries;
    assert.equal(e.arxivId, '2104.12255');
    assert.equal(e.version, 1);
    assert.equal(e.title, '0');
    assert.deepEqual(e.authors, ['Quan Thoi Minh Nguyen']);
    assert.deepEqual(e.categories, ['cs.CR']);
    assert.equal(e.publishedDate, '2021-04-20');
  });

  it('keeps old-style ids and reads comment and journal_ref', () => {
    const [e] = parseAtomFeed(read(CURRENT, 'id_astro-ph_0601001_')).entries;
    assert.equal(e.arxivId, 'astro-ph/0601001');
    assert.equal(e.version, 1);
    assert.equal(e.journalRef, 'ActaAstron.56:1-50,2006');
    assert.match(e.comment!, /^62 pages including 16 figures/);
    assert.deepEqual(e.authors, ['Andrew Gould', 'Susan Dorsher', 'B. Scott Gaudi', 'Andrzej Udalski']);
    assert.match(e.abstract, /^We derive the frequencies of hot Jupiters/);
    assert.match(e.abstract, /V_max<17\.5/, 'entities decoded');

    const [q] = parseAtomFeed(read(CURRENT, 'id_quant-ph_0201082v1_')).entries;
    assert.equal(q.arxivId, 'quant-ph/0201082');
    assert.deepEqual(q.categories, ['quant-ph', 'cs.PL']);
  });

  it('puts the primary category first in the current shape', () => {
    const page = parseAtomFeed(read(CURRENT, 'q_testing_s10_m10_'));
    assert.deepEqual([page.totalResults, page.startIndex, page.itemsPerPage], [214881, 10, 10]);
    assert.equal(page.entries[0].arxivId, '2403.16981');
    assert.equal(page.entries[0].version, 2);
    assert.deepEqual(page.entries[0].categories, ['math.ST', 'cs.IT', 'stat.ML']);
    assert.equal(page.entries[0].updatedDate, '2025-05-24');
  });

  it('reads the 2016 shape (per-element namespaces, primary_category with scheme, doi)', () => {
    const page = parseAtomFeed(read(OLD, 'id_list=1111.2011v2'));
    assert.deepEqual([page.totalResults, page.startIndex, page.itemsPerPage], [1, 0, 10]);
    const [e] = page.entries;
    assert.equal(e.arxivId, '1111.2011');
    assert.equal(e.version, 2);
    assert.equal(e.title, 'Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit');
    assert.deepEqual(e.categories, ['cond-mat.str-el', 'cond-mat.stat-mech']);
    assert.equal(e.doi, '10.1103/PhysRevB.85.115117');
    assert.equal(e.journalRef, 'Phys. Rev. B 85, 115117 (2012)');
    assert.equal(e.publishedDate, '2011-11-08');
    assert.equal(e.updatedDate, '2012-04-02');

    const search = parseAtomFeed(read(OLD, 'search_query=au_del_maestro'));
    assert.deepEqual([search.totalResults, search.entries.length], [31, 10]);
  });

  it('returns no entries for an empty result', () => {
    const page = parseAtomFeed(read(CURRENT, 'id_0000.0000_'));
    assert.deepEqual(page, { totalResults: 0, startIndex: 0, itemsPerPage: 100, entries: [], rejected: [] });
  });

  it('throws ArxivApiError with the summary for the error feed', () => {
    assert.throws(
      () => parseAtomFeed(read(CURRENT, 'id_abc_'), 400),
      (e: unknown) =>
        e instanceof ArxivApiError && e.message === 'arXiv API error: incorrect id format for abc' && e.code === 'incorrect_id_format_for_abc' && e.status === 400,
    );
  });

  it('rejects non-Atom bodies', () => {
    assert.throws(() => parseAtomFeed('<html><body>oops</body></html>'), /not an Atom feed/);
  });
});
