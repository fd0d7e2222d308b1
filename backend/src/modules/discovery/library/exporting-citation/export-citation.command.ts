import { Command } from '@nestjs/cqrs';
import type { CitationExportResponse } from '@scholarlens/contracts';

/** A user exports a paper's citation (metered: citationExport, Pro and above). */
export class ExportCitationCommand extends Command<CitationExportResponse> {
  constructor(
    readonly paperKey: string,
    readonly userId: string,
  ) {
    super();
  }
}
