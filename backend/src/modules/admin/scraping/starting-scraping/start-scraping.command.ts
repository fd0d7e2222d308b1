import { Command } from '@nestjs/cqrs';
import type { StartScrapingAnswer } from '@scholarlens/contracts';

export type { StartScrapingAnswer };

/** An admin starts (or resumes) the global course scraping (POST /api/opal-scraping/start). */
export class StartScrapingCommand extends Command<StartScrapingAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}
