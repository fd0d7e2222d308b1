import { Command } from '@nestjs/cqrs';
import type { StopScrapingAnswer } from '@scholarlens/contracts';

export type { StopScrapingAnswer };

/** An admin stops the global course scraping (POST /api/opal-scraping/stop); a later start resumes it. */
export class StopScrapingCommand extends Command<StopScrapingAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}
