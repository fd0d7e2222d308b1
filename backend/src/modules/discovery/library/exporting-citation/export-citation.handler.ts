import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type CitationExportResponse, LIBRARY_MESSAGES, paperToCsl } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { MeteredUse, PAPER_NOT_FOUND, PaperByIdQuery, UsageQuery, paperIdFromKey } from '../ports.js';
import { ExportCitationCommand } from './export-citation.command.js';

/**
 * The server side of citation export (spec core §6, §7): the entitlement is checked here (free:
 * 403 "Citation export is available for Pro users and above."), the use recorded (citationExport),
 * and the paper answered as CSL-JSON, which the browser formats with citation-js.
 */
@CommandHandler(ExportCitationCommand)
export class ExportCitationHandler implements ICommandHandler<ExportCitationCommand> {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(MeteredUse) private readonly metered: MeteredUse,
  ) {}

  async execute({ paperKey, userId }: ExportCitationCommand): Promise<CitationExportResponse> {
    const paperId = paperIdFromKey(paperKey);
    const paper = paperId ? await this.queryBus.execute(new PaperByIdQuery(paperId)) : null;
    if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
    const csl = await this.metered.run(userId, 'citationExport', { forbidden: LIBRARY_MESSAGES.citationUpgrade, 'limit-reached': LIBRARY_MESSAGES.citationUpgrade }, async () => ({
      value: paperToCsl(paper) as unknown as Record<string, unknown>,
      charge: true,
    }));
    const [usage] = await this.queryBus.execute(new UsageQuery(userId, new Date(), ['citationExport']));
    return { csl, count: usage?.count ?? 0 };
  }
}
