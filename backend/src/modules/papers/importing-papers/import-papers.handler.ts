import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImportPapersCommand } from './import-papers.command.js';
import { type IngestionResult, PaperIngestion } from './paper-ingestion.js';

@CommandHandler(ImportPapersCommand)
export class ImportPapersHandler implements ICommandHandler<ImportPapersCommand> {
  constructor(@Inject(PaperIngestion) private readonly ingestion: PaperIngestion) {}

  execute({ records, meta }: ImportPapersCommand): Promise<IngestionResult> {
    return this.ingestion.ingest(records, meta);
  }
}
