import { Command } from '@nestjs/cqrs';
import type { SummaryResponse } from '@scholarlens/contracts';

/** A signed-in user asks for a paper's AI summary (metered: aiSummary). */
export class SummarizePaperCommand extends Command<SummaryResponse> {
  constructor(
    readonly key: string,
    readonly userId: string,
  ) {
    super();
  }
}
