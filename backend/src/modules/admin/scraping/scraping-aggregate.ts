/** The course-scraping run aggregate, for the stream helper (shared with acquisition's runs). */
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type ScrapingCommand, decideScraping } from './scraping-run.decider.js';
import { type ScrapingEvent, type ScrapingRunState, evolveScrapingRun, initialScrapingRunState, scrapingRunStreamId } from './scraping-run.js';

export const scrapingRunAggregate: Aggregate<ScrapingEvent, ScrapingRunState, ScrapingCommand> = {
  streamId: scrapingRunStreamId,
  initial: initialScrapingRunState,
  evolve: evolveScrapingRun,
  decide: decideScraping,
};
