import { Command } from '@nestjs/cqrs';
import type { ArxivDownloadAnswer } from '@scholarlens/contracts';

export type { ArxivDownloadAnswer };

/** An admin downloads `limit` papers from arXiv (POST /api/admin/arxiv/download): S3 PDFs, or an OAI-PMH harvest without S3. */
export class DownloadArxivCommand extends Command<ArxivDownloadAnswer> {
  constructor(
    readonly limit: number,
    readonly userId: string | null,
  ) {
    super();
  }
}
