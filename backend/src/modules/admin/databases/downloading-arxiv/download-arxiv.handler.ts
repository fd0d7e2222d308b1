/**
 * Download, with S3 credentials configured, reads the bucket's PDF manifest and starts a Bull job
 * that fetches the first tar chunks holding at least `limit` papers (arxiv-pdf.worker.ts); without
 * credentials it starts an OAI-PMH harvest of at most `limit` records (a bulk acquisition run).
 */
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { Queues } from '../../../../platform/queue/queues.js';
import { ARXIV_S3_SOURCE } from '../arxiv-pdf-download.js';
import { arxivPdfAggregate } from '../arxiv-pdf-download.decider.js';
import { StartHarvestCommand } from '../ports.js';
import { ArxivPdfDownloadProjection } from '../status/arxiv-pdf-download.projection.js';
import { ARXIV_PDF_QUEUE, type ArxivPdfJobData, arxivPdfJobId } from './arxiv-pdf.jobs.js';
import { arxivS3Client, chunksForPapers, readManifest } from './arxiv-s3.js';
import { type ArxivDownloadAnswer, DownloadArxivCommand } from './download-arxiv.command.js';

@CommandHandler(DownloadArxivCommand)
export class DownloadArxivHandler implements ICommandHandler<DownloadArxivCommand> {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute(command: DownloadArxivCommand): Promise<ArxivDownloadAnswer> {
    return this.config.admin.arxivS3 ? this.viaS3(command) : this.viaOaiPmh(command);
  }

  private async viaOaiPmh({ limit, userId }: DownloadArxivCommand): Promise<ArxivDownloadAnswer> {
    const answer = await this.commandBus.execute(new StartHarvestCommand({ set: null, from: null, until: null, limit }, userId));
    return {
      message: answer.started ? `Started downloading ${limit} papers from arXiv OAI-PMH` : answer.message,
      limit,
      via: 'OAI-PMH',
      started: answer.started,
      runId: answer.runId,
    };
  }

  private async viaS3({ limit, userId }: DownloadArxivCommand): Promise<ArxivDownloadAnswer> {
    const s3 = this.config.admin.arxivS3!;
    const client = arxivS3Client(s3);
    let chunks: ReturnType<typeof chunksForPapers>;
    try {
      chunks = chunksForPapers(await readManifest(client, s3), limit);
    } catch (err) {
      throw new DomainError('upstream-failed', `arXiv S3 manifest s3://${s3.bucket}/${s3.manifestKey} could not be read: ${(err as Error).message}`);
    } finally {
      client.destroy();
    }
    const downloadId = randomUUID();
    const started = await handleCommand(this.store, arxivPdfAggregate, ARXIV_S3_SOURCE, { type: 'StartPdfDownload', data: { downloadId, limit, chunks } }, userId ? { userId } : {});
    // The Databases page polls the status next: it must show this download, not the previous one.
    if (started.position) await this.readYourWrites.waitFor([ArxivPdfDownloadProjection.NAME], started.position);
    await this.queues.enqueue<ArxivPdfJobData>(ARXIV_PDF_QUEUE, arxivPdfJobId(downloadId), { downloadId, requestedBy: userId });
    const megabytes = chunks.reduce((n, c) => n + c.size, 0) / 1e6;
    return {
      message: `Started downloading ${limit} papers from arXiv S3 (${chunks.length} tar chunks, ${megabytes.toFixed(1)} MB)`,
      limit,
      via: 'S3',
      started: true,
      runId: downloadId,
    };
  }
}
