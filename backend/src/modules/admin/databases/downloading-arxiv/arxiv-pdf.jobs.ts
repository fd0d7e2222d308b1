/** The `arxiv-pdf-download` queue: one job per download, id `pdf-<downloadId>`; the `arxiv-s3` stream says where it is. */
import { jobIdOf } from '../../../../platform/queue/queues.js';

export const ARXIV_PDF_QUEUE = 'arxiv-pdf-download';

export interface ArxivPdfJobData {
  downloadId: string;
  requestedBy: string | null;
}

export const arxivPdfJobId = (downloadId: string) => jobIdOf('pdf', downloadId);
