/** What the arXiv bulk PDF download's commands decide (pure: no I/O, no clock), and its aggregate. */
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type ArxivPdfDownloadStarted,
  type ArxivPdfEvent,
  type ArxivPdfState,
  arxivPdfStreamId,
  evolve,
  initialArxivPdfState,
} from './arxiv-pdf-download.js';

export type StartPdfDownload = { type: 'StartPdfDownload'; data: ArxivPdfDownloadStarted['data'] };
export type RecordPdfChunk = { type: 'RecordPdfChunk'; data: { downloadId: string; filename: string; bytes: number; alreadyPresent: boolean } };
export type FinishPdfDownload = { type: 'FinishPdfDownload'; data: { downloadId: string } };
export type FailPdfDownload = { type: 'FailPdfDownload'; data: { downloadId: string; reason: string } };
export type ArxivPdfCommand = StartPdfDownload | RecordPdfChunk | FinishPdfDownload | FailPdfDownload;

export function decide(command: ArxivPdfCommand, state: ArxivPdfState): ArxivPdfEvent[] {
  if (command.type === 'StartPdfDownload') {
    if (state?.status === 'running') {
      throw new DomainError('conflict', `arXiv S3 download ${state.downloadId} is still running`);
    }
    if (command.data.chunks.length === 0) throw new DomainError('upstream-failed', 'the arXiv S3 manifest lists no PDF chunks');
    return [{ type: 'ArxivPdfDownloadStarted', data: command.data }];
  }
  // Records for another download, or after it ended, change nothing (a retried job repeats them).
  if (!state || state.downloadId !== command.data.downloadId || state.status !== 'running') return [];
  switch (command.type) {
    case 'RecordPdfChunk': {
      const chunk = state.chunks.find((c) => c.filename === command.data.filename);
      if (!chunk || state.done.some((d) => d.filename === chunk.filename)) return [];
      return [{ type: 'ArxivPdfChunkDownloaded', data: { ...command.data, numItems: chunk.numItems } }];
    }
    case 'FinishPdfDownload':
      return [{ type: 'ArxivPdfDownloadFinished', data: command.data }];
    case 'FailPdfDownload':
      return [{ type: 'ArxivPdfDownloadFailed', data: command.data }];
  }
}

/** Kept on the `arxiv-s3` data source's stream, beside its other events (its id: ARXIV_S3_SOURCE). */
export const arxivPdfAggregate: Aggregate<ArxivPdfEvent, ArxivPdfState, ArxivPdfCommand> = {
  streamId: arxivPdfStreamId,
  initial: initialArxivPdfState,
  evolve,
  decide,
};
