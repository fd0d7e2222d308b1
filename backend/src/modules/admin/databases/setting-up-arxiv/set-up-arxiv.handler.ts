import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ConnectSourcesCommand } from '../connecting-sources/connect-sources.command.js';
import { type ArxivSetupAnswer, SetUpArxivCommand } from './set-up-arxiv.command.js';

/**
 * Checks arXiv OAI-PMH (the metadata harvest needs no credentials; the check is recorded as a
 * connection check of that source) and reports whether S3 bulk PDFs are possible (credentials
 * configured).
 */
@CommandHandler(SetUpArxivCommand)
export class SetUpArxivHandler implements ICommandHandler<SetUpArxivCommand> {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: SetUpArxivCommand): Promise<ArxivSetupAnswer> {
    const { results } = await this.commandBus.execute(new ConnectSourcesCommand(userId, ['arxiv-oai-pmh']));
    const oai = results[0];
    if (!oai.reachable) throw new DomainError('upstream-failed', `arXiv OAI-PMH could not be reached: ${oai.error ?? 'no answer'}`);
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
