import { Command } from '@nestjs/cqrs';

export interface StopScrapingAnswer {
  stopped: boolean;
  runId: string | null;
  message: string;
}

/** An admin stops the global course scraping (POST /api/opal-scraping/stop); a later start resumes it. */
export class StopScrapingCommand extends Command<StopScrapingAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}
