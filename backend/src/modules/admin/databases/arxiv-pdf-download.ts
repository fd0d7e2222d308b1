/**
 * arXiv bulk PDF downloads from its requester-pays S3 bucket, recorded on the stream of the
 * `arxiv-s3` data source (`data-source-arxiv-s3`): a download starts with the tar chunks chosen
 * from the manifest, then each chunk is recorded once it is on disk (downloaded, or found there
 * complete), and the download finishes or fails. The chunks not yet recorded are what a resumed
 * job still has to fetch.
 */
import type { ArxivPdfDownloadStatus } from '@scholarlens/contracts';
import { dataSourceStreamId } from './data-source.js';

/** One tar chunk of the manifest (pdf/arXiv_pdf_manifest.xml). */
export interface PdfChunk {
  filename: string;
  size: number;
  md5sum: string;
  numItems: number;
}

export type ArxivPdfDownloadStarted = { type: 'ArxivPdfDownloadStarted'; data: { downloadId: string; limit: number; chunks: PdfChunk[] } };
export type ArxivPdfChunkDownloaded = {
  type: 'ArxivPdfChunkDownloaded';
  data: { downloadId: string; filename: string; bytes: number; numItems: number; alreadyPresent: boolean };
};
export type ArxivPdfDownloadFinished = { type: 'ArxivPdfDownloadFinished'; data: { downloadId: string } };
export type ArxivPdfDownloadFailed = { type: 'ArxivPdfDownloadFailed'; data: { downloadId: string; reason: string } };
export type ArxivPdfEvent = ArxivPdfDownloadStarted | ArxivPdfChunkDownloaded | ArxivPdfDownloadFinished | ArxivPdfDownloadFailed;
export const ARXIV_PDF_EVENT_TYPES: readonly ArxivPdfEvent['type'][] = [
  'ArxivPdfDownloadStarted',
  'ArxivPdfChunkDownloaded',
  'ArxivPdfDownloadFinished',
  'ArxivPdfDownloadFailed',
];

export const ARXIV_S3_SOURCE = 'arxiv-s3';
/** Downloads are kept on their data source's stream (`data-source-arxiv-s3`), beside its checks. */
export const arxivPdfStreamId = dataSourceStreamId;

export interface PdfDownload {
  downloadId: string;
  status: 'running' | 'completed' | 'failed';
  limit: number;
  chunks: PdfChunk[];
  done: { filename: string; bytes: number; alreadyPresent: boolean }[];
  error: string | null;
}

/** The latest download; null before any. */
export type ArxivPdfState = PdfDownload | null;
export const initialArxivPdfState: ArxivPdfState = null;

export function evolve(state: ArxivPdfState, event: ArxivPdfEvent): ArxivPdfState {
  if (event.type === 'ArxivPdfDownloadStarted') {
    const { downloadId, limit, chunks } = event.data;
    return { downloadId, status: 'running', limit, chunks, done: [], error: null };
  }
  if (!state || event.data.downloadId !== state.downloadId) return state;
  switch (event.type) {
    case 'ArxivPdfChunkDownloaded': {
      const { filename, bytes, alreadyPresent } = event.data;
      return { ...state, done: [...state.done, { filename, bytes, alreadyPresent }] };
    }
    case 'ArxivPdfDownloadFinished':
      return { ...state, status: 'completed' };
    case 'ArxivPdfDownloadFailed':
      return { ...state, status: 'failed', error: event.data.reason };
    default:
      return state;
  }
}

/** The chunks not yet on disk, in manifest order. */
export function chunksToDo(download: PdfDownload): PdfChunk[] {
  const done = new Set(download.done.map((d) => d.filename));
  return download.chunks.filter((c) => !done.has(c.filename));
}

export function downloadStatus(d: PdfDownload): ArxivPdfDownloadStatus {
  const done = new Set(d.done.map((x) => x.filename));
  const chosen = d.chunks.filter((c) => done.has(c.filename));
  return {
    downloadId: d.downloadId,
    status: d.status,
    limit: d.limit,
    chunksTotal: d.chunks.length,
    chunksDone: d.done.length,
    chunksSkipped: d.done.filter((x) => x.alreadyPresent).length,
    bytesTotal: d.chunks.reduce((n, c) => n + c.size, 0),
    bytesDone: d.done.reduce((n, x) => n + x.bytes, 0),
    papers: chosen.reduce((n, c) => n + c.numItems, 0),
    error: d.error,
  };
}
