/**
 * The arXiv bulk path of the Databases page. Setup checks arXiv OAI-PMH (the metadata harvest
 * needs no credentials) and reports whether S3 bulk PDFs are possible (credentials configured).
 * Download starts an OAI-PMH harvest of at most `limit` records (a bulk acquisition run).
 */
import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/http/error.filter.js';
import { StartHarvestCommand } from '../../../acquisition/bulk-acquisition/start-harvest.command.js';
import { ConnectSourcesCommand } from '../connecting/connect-sources.command.js';

export interface ArxivSetupAnswer {
  message: string;
  oaiPmh: { reachable: boolean; latencyMs: number | null };
  s3Configured: boolean;
}

export interface ArxivDownloadAnswer {
  message: string;
  limit: number;
  via: 'OAI-PMH';
  started: boolean;
  runId: string;
}

export class SetupArxivCommand extends Command<ArxivSetupAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}

export class DownloadArxivCommand extends Command<ArxivDownloadAnswer> {
  constructor(
    readonly limit: number,
    readonly userId: string | null,
  ) {
    super();
  }
}

@CommandHandler(SetupArxivCommand)
export class SetupArxivHandler implements ICommandHandler<SetupArxivCommand> {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: SetupArxivCommand): Promise<ArxivSetupAnswer> {
    const { results } = await this.commandBus.execute(new ConnectSourcesCommand(userId, ['arxiv-oai-pmh']));
    const oai = results[0];
    if (!oai.reachable) throw new DomainError(`arXiv OAI-PMH could not be reached: ${oai.error ?? 'no answer'}`, HttpStatus.BAD_GATEWAY);
    const s3Configured = this.config.admin.arxivS3 !== null;
    return {
      message: s3Configured
        ? 'arXiv OAI-PMH reachable; S3 credentials configured for bulk PDFs'
        : 'arXiv OAI-PMH reachable; metadata downloads ready. S3 bulk PDFs need ARXIV_S3_ACCESS_KEY_ID and ARXIV_S3_SECRET_ACCESS_KEY',
      oaiPmh: { reachable: true, latencyMs: oai.latencyMs },
      s3Configured,
    };
  }
}

@CommandHandler(DownloadArxivCommand)
export class DownloadArxivHandler implements ICommandHandler<DownloadArxivCommand> {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  async execute({ limit, userId }: DownloadArxivCommand): Promise<ArxivDownloadAnswer> {
    const answer = await this.commandBus.execute(new StartHarvestCommand({ set: null, from: null, until: null, limit }, userId));
    return {
      message: answer.started ? `Started downloading ${limit} papers from arXiv OAI-PMH` : answer.message,
      limit,
      via: 'OAI-PMH',
      started: answer.started,
      runId: answer.runId,
    };
  }
}
