import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type ArxivPdfEvent, type ArxivPdfState, chunksToDo, downloadStatus, evolve, initialArxivPdfState } from './arxiv-pdf-download.js';
import { type ArxivPdfCommand, decide } from './arxiv-pdf-download.decider.js';

const chunks = [
  { filename: 'pdf/arXiv_pdf_2401_001.tar', size: 100, md5sum: 'a'.repeat(32), numItems: 1000 },
  { filename: 'pdf/arXiv_pdf_2401_002.tar', size: 50, md5sum: 'b'.repeat(32), numItems: 800 },
];

function run(commands: ArxivPdfCommand[]): { state: ArxivPdfState; events: ArxivPdfEvent[] } {
  let state = initialArxivPdfState;
  const events: ArxivPdfEvent[] = [];
  for (const c of commands) {
    const decided = decide(c, state);
    events.push(...decided);
    state = decided.reduce(evolve, state);
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
    assert.throws(() => run([start('d1'), start('d2')]), isDomainError('conflict', 'arXiv S3 download d1 is still running'));
    const { state, events } = run([start('d1'), { type: 'FailPdfDownload', data: { downloadId: 'd1', reason: 'md5' } }, chunkDone('d1', chunks[1].filename), chunkDone('d2', chunks[1].filename)]);
    assert.equal(state?.status, 'failed');
    assert.equal(events.length, 2);
    assert.equal(run([start('d1'), { type: 'FinishPdfDownload', data: { downloadId: 'd1' } }, start('d2')]).state?.downloadId, 'd2');
  });
});
