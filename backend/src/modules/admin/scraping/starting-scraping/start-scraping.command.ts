import { Command } from '@nestjs/cqrs';

export interface StartScrapingAnswer {
  /** False when a run was running already. */
  started: boolean;
  /** True when a stopped run goes on where it stopped. */
  resumed: boolean;
  runId: string;
  message: string;
}

/** An admin starts (or resumes) the global course scraping (POST /api/opal-scraping/start). */
export class StartScrapingCommand extends Command<StartScrapingAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}
