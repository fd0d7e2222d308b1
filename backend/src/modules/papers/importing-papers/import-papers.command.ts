import { Command } from '@nestjs/cqrs';
import type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';
import type { IngestionMeta, IngestionResult } from './paper-ingestion.js';

/** Ingest a batch of records through the CommandBus (for callers that prefer it to PaperIngestion). */
export class ImportPapersCommand extends Command<IngestionResult> {
  constructor(
    readonly records: PaperMetadata[],
    readonly meta: IngestionMeta,
  ) {
    super();
  }
}
