import { Command } from '@nestjs/cqrs';
import type { ArxivSetupAnswer } from '@scholarlens/contracts';

export type { ArxivSetupAnswer };

/** An admin sets up the arXiv bulk path of the Databases page (POST /api/admin/arxiv/setup). */
export class SetUpArxivCommand extends Command<ArxivSetupAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}
