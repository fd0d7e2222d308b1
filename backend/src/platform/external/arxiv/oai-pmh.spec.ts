import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordedOaiBody, withResumptionToken } from '../../testing/replay-server.js';
import { OaiPmhError, parseOaiRecords } from './oai-pmh.js';

const LIST_RECORDS = recordedOaiBody('ListRecords');

/** OAI-PMH 2.0 error responses; arXiv's recordings contain none, so they are written from the spec. */
const oaiError = (code: string, text: string) => `<?xml version="1.0" encoding="UTF-8"?>
<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2018-06-21T14:31:04Z</responseDate>
<request verb="ListRecords">http://export.arxiv.org/oai2</request><error code="${code}">${text}</error></OAI-PMH>`;

describe('parseOaiRecords', () => {
  it('reads the recorded ListRecords page (new- and old-style ids)', () => {
    const page = parseOaiRecords(LIST_RECORDS);
    assert.deepEqual(page.rejected, []);
    assert.equal(page.token, null);
    assert.deepEqual(page.records.map((r) => r.arxivId), ['1412.8544', 'hep-th/9504118']);
    const [ks, planck] = page.records;
    assert.deepEqual(ks, {
      arxivId: '1412.8544',
      version: null,
      title: 'A Kochen-Specker system has at least 22 vectors (extended abstract)',
      authors: ['Sander Uijlen', 'Bas Westerbaan'],
      abstract: ks.abstract,
      categories: ['cs.DM'],
      publishedDate: '2014-12-29',
      updatedDate: '2014-12-29',
      pdfUrl: 'https://arxiv.org/pdf/1412.8544',
      doi: '10.4204/EPTCS.172.11',
      journalRef: 'EPTCS 172, 2014, pp. 154-164',
      comment: 'In Proceedings QPL 2014, arXiv:1412.8102',
      source: 'arxiv',
    });
    assert.match(ks.abstract, /^At the heart of the Conway-Kochen Free Will theorem .* to improve the lower bound to 22\.$/);
    assert.equal(planck.publishedDate, '1995-04-24');
    assert.deepEqual(planck.authors, ['M. Requardt']);
    assert.equal(planck.comment, '21 pages, Latex');
    assert.match(planck.abstract, /the "strength" of the bonds/);
  });

  it('reads the recorded GetRecord page', () => {
    const page = parseOaiRecords(recordedOaiBody('GetRecord'));
    assert.deepEqual(page.records.map((r) => r.arxivId), ['1412.8544']);
  });

  it('reads a resumption token with its counts, and an empty token as the last page', () => {
    const first = parseOaiRecords(withResumptionToken(LIST_RECORDS, { value: '6613279|1001', cursor: 0, completeListSize: 4 }));
    assert.deepEqual(first.token, { value: '6613279|1001', cursor: 0, completeListSize: 4 });
    const last = parseOaiRecords(withResumptionToken(LIST_RECORDS, { value: '', cursor: 2, completeListSize: 4 }));
    assert.equal(last.token, null);
    assert.equal(last.completeListSize, 4);
  });

  it('reads updated dates, suffixes and deleted records', () => {
    const xml = LIST_RECORDS.replace('<created>2014-12-29</created>', '<created>2014-12-29</created><updated>2015-02-01</updated>')
      .replace('<keyname>Requardt</keyname>', '<keyname>Requardt</keyname><suffix>Jr</suffix>')
      .replace('<ListRecords>', '<ListRecords><record><header status="deleted"><identifier>oai:arXiv.org:0704.0003</identifier><datestamp>2015-01-02</datestamp></header></record>');
    const page = parseOaiRecords(xml);
    assert.equal(page.records[0].updatedDate, '2015-02-01');
    assert.deepEqual(page.records[1].authors, ['M. Requardt Jr']);
    assert.deepEqual(page.deleted, ['oai:arXiv.org:0704.0003']);
  });

  it('treats noRecordsMatch as an empty page', () => {
    const page = parseOaiRecords(oaiError('noRecordsMatch', 'No records match'));
    assert.deepEqual(page, { records: [], deleted: [], rejected: [], token: null, completeListSize: null });
  });

  it('throws OaiPmhError for other errors (badResumptionToken)', () => {
    assert.throws(
      () => parseOaiRecords(oaiError('badResumptionToken', 'The value of the resumptionToken argument is invalid or expired.')),
      (e: unknown) => e instanceof OaiPmhError && e.code === 'badResumptionToken' && /invalid or expired/.test(e.message),
    );
  });

  it('rejects non-OAI bodies', () => {
    assert.throws(() => parseOaiRecords('<html><body><h1>Retry after 10 seconds</h1></body></html>'), /not an OAI-PMH response/);
  });
});
