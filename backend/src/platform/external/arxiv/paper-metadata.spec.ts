import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isArxivId, parseArxivId, submissionMonthOf } from './arxiv-id.js';
import { normalizeCategories, toIsoDate, validatePaperMetadata } from './paper-metadata.js';

const good = {
  arxivId: '2104.12255',
  version: 1,
  title: '  A   title\n  wrapped ',
  authors: ['Ada  Lovelace'],
  abstract: '\n  An abstract\nover lines. ',
  categories: ['cs.CR', 'I.2.7', 'cs.CR', 'math.NT'],
  publishedDate: '2021-04-20T16:07:14Z',
  updatedDate: null,
  doi: '',
  journalRef: null,
  comment: ' 12 pages ',
};

describe('arXiv ids', () => {
  it('strips versions and URL prefixes, keeps old-style slashes', () => {
    assert.deepEqual(parseArxivId('http://arxiv.org/abs/2104.12255v1'), { arxivId: '2104.12255', version: 1 });
    assert.deepEqual(parseArxivId('http://arxiv.org/abs/astro-ph/0601001v3'), { arxivId: 'astro-ph/0601001', version: 3 });
    assert.deepEqual(parseArxivId('arXiv:hep-th/9901001'), { arxivId: 'hep-th/9901001', version: null });
    assert.deepEqual(parseArxivId('math.GT/0309136'), { arxivId: 'math.GT/0309136', version: null });
    assert.deepEqual(parseArxivId('0704.0001'), { arxivId: '0704.0001', version: null });
    assert.equal(parseArxivId('abc'), null);
    assert.equal(isArxivId('2113.00001'), false, 'month 13');
  });

  it('knows the submission month encoded in either scheme', () => {
    assert.deepEqual(submissionMonthOf('2301.10967'), { year: 2023, month: 1 });
    assert.deepEqual(submissionMonthOf('hep-th/9901001'), { year: 1999, month: 1 });
    assert.deepEqual(submissionMonthOf('quant-ph/0201082'), { year: 2002, month: 1 });
  });
});

describe('validatePaperMetadata', () => {
  it('normalizes a good record', () => {
    const r = validatePaperMetadata(good);
    assert.ok(r.ok);
    assert.deepEqual(r.value, {
      arxivId: '2104.12255',
      version: 1,
      title: 'A title wrapped',
      authors: ['Ada Lovelace'],
      abstract: 'An abstract over lines.',
      categories: ['cs.CR', 'math.NT'],
      publishedDate: '2021-04-20',
      updatedDate: null,
      pdfUrl: 'https://arxiv.org/pdf/2104.12255',
      doi: null,
      journalRef: null,
      comment: '12 pages',
      source: 'arxiv',
    });
  });

  const rejects: Array<[string, Record<string, unknown>, RegExp]> = [
    ['missing id', { arxivId: undefined }, /missing arXiv id/],
    ['bad id shape', { arxivId: 'abc' }, /bad arXiv id shape: "abc"/],
    ['missing title', { title: '  ' }, /missing title for 2104.12255/],
    ['no categories', { categories: ['I.2.7'] }, /no arXiv categories/],
    ['no authors', { authors: [] }, /no authors/],
    ['missing abstract', { abstract: undefined }, /missing abstract/],
    ['bad published date', { publishedDate: 'yesterday' }, /unparseable published date/],
    ['bad version', { version: 0 }, /bad version/],
  ];
  for (const [name, patch, reason] of rejects) {
    it(`rejects ${name} with a reason`, () => {
      const r = validatePaperMetadata({ ...good, ...patch });
      assert.equal(r.ok, false);
      assert.match((r as { reason: string }).reason, reason);
    });
  }

  it('rejects non-objects', () => {
    assert.deepEqual(validatePaperMetadata(null), { ok: false, reason: 'record is not an object' });
  });

  it('keeps a title of "0" (a real paper: arXiv 2104.12255)', () => {
    assert.ok(validatePaperMetadata({ ...good, title: '0' }).ok);
  });
});

describe('helpers', () => {
  it('puts the primary category first, once', () => {
    assert.deepEqual(normalizeCategories(['cs.LG', 'cs.AI', 'cs.LG'], 'cs.AI'), ['cs.AI', 'cs.LG']);
  });
  it('reads ISO, RFC 2822 and plain dates as UTC calendar dates', () => {
    assert.equal(toIsoDate('Mon, 2 Apr 2007 19:18:42 GMT'), '2007-04-02');
    assert.equal(toIsoDate('2016-10-09T00:00:00-04:00'), '2016-10-09');
    assert.equal(toIsoDate('2014-12-29'), '2014-12-29');
    assert.equal(toIsoDate('2014-02-30'), null);
  });
});
