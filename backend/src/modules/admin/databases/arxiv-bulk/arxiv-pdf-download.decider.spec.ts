import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ArxivPdfEvent, type ArxivPdfState, chunksToDo, downloadStatus, evolveArxivPdf, initialArxivPdfState } from './arxiv-pdf-download.js';
import { type ArxivPdfCommand, decideArxivPdf } from './arxiv-pdf-download.decider.js';
import { chunksForPapers, parseManifest } from './arxiv-s3.js';

const chunks = [
  { filename: 'pdf/arXiv_pdf_2401_001.tar', size: 100, md5sum: 'a'.repeat(32), numItems: 1000 },
  { filename: 'pdf/arXiv_pdf_2401_002.tar', size: 50, md5sum: 'b'.repeat(32), numItems: 800 },
];

function run(commands: ArxivPdfCommand[]): { state: ArxivPdfState; events: ArxivPdfEvent[] } {
  let state = initialArxivPdfState;
  const events: ArxivPdfEvent[] = [];
  for (const c of commands) {
    const decided = decideArxivPdf(c, state);
    events.push(...decided);
    state = decided.reduce(evolveArxivPdf, state);
  }
  return { state, events };
}

const start = (downloadId: string): ArxivPdfCommand => ({ type: 'StartPdfDownload', data: { downloadId, limit: 1500, chunks } });
const chunkDone = (downloadId: string, filename: string, alreadyPresent = false): ArxivPdfCommand => ({
  type: 'RecordPdfChunk',
  data: { downloadId, filename, bytes: 100, alreadyPresent },
});

describe('arXiv S3 PDF download decider', () => {
  it('records each chunk once, so a retried job repeats records harmlessly, and knows what is left', () => {
    const { state, events } = run([start('d1'), chunkDone('d1', chunks[0].filename, true), chunkDone('d1', chunks[0].filename)]);
    assert.deepEqual(events.map((e) => e.type), ['ArxivPdfDownloadStarted', 'ArxivPdfChunkDownloaded']);
    assert.deepEqual(chunksToDo(state!).map((c) => c.filename), [chunks[1].filename]);
    assert.deepEqual(downloadStatus(state!), {
      downloadId: 'd1', status: 'running', limit: 1500, chunksTotal: 2, chunksDone: 1, chunksSkipped: 1, bytesTotal: 150, bytesDone: 100, papers: 1000, error: null,
    });
  });

  it('refuses a second start while one runs; ignores records of another or an ended download', () => {
    assert.throws(() => run([start('d1'), start('d2')]), /d1 is still running/);
    const { state, events } = run([start('d1'), { type: 'FailPdfDownload', data: { downloadId: 'd1', reason: 'md5' } }, chunkDone('d1', chunks[1].filename), chunkDone('d2', chunks[1].filename)]);
    assert.equal(state?.status, 'failed');
    assert.equal(events.length, 2);
    assert.equal(run([start('d1'), { type: 'FinishPdfDownload', data: { downloadId: 'd1' } }, start('d2')]).state?.downloadId, 'd2');
  });

  it('reads arXiv’s manifest format and picks the first chunks holding the papers asked for', () => {
    const xml = `<?xml version='1.0' standalone='yes'?><arXivPDF><file><content_md5sum>c</content_md5sum><filename>pdf/arXiv_pdf_0001_001.tar</filename>
      <first_item>astro-ph0001001</first_item><last_item>hep-th0001208</last_item><md5sum>4B5EEB603FD68BB05B9DD3341E9067FB</md5sum>
      <num_items>1751</num_items><seq_num>1</seq_num><size>526080000</size><timestamp>2009-12-23 14:41:24</timestamp><yymm>0001</yymm></file></arXivPDF>`;
    assert.deepEqual(parseManifest(xml), [{ filename: 'pdf/arXiv_pdf_0001_001.tar', md5sum: '4b5eeb603fd68bb05b9dd3341e9067fb', size: 526080000, numItems: 1751 }]);
    assert.throws(() => parseManifest('<html/>'), /not an arXiv PDF manifest/);
    assert.deepEqual(chunksForPapers(chunks, 1).length, 1);
    assert.deepEqual(chunksForPapers(chunks, 1001).length, 2);
    assert.deepEqual(chunksForPapers(chunks, 10_000).length, 2);
  });
});
