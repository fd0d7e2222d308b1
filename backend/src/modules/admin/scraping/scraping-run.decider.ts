/** What each command on a course-scraping run decides (pure: no I/O, no clock). */
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type DiscoveredCourse,
  type ScrapingEvent,
  type ScrapingRunState,
  courseKeyOf,
  evolve,
  initialScrapingRunState,
  scrapingRunStreamId,
} from './scraping-run.js';
import type { UniversityConfig } from './universities/universities.js';

export type StartScraping = { type: 'StartScraping'; data: { universities: UniversityConfig[]; requestedBy: string | null } };
export type RecordCourses = { type: 'RecordCourses'; data: { domain: string; courses: DiscoveredCourse[] } };
export type CompleteUniversity = { type: 'CompleteUniversity'; data: { domain: string; pages: number; disallowedByRobots: number } };
export type FailUniversity = { type: 'FailUniversity'; data: { domain: string; reason: string } };
export type StopScraping = { type: 'StopScraping'; data: { requestedBy: string | null } };
export type ScrapingCommand = StartScraping | RecordCourses | CompleteUniversity | FailUniversity | StopScraping;

/** The run does not take crawl results any more (stopped or finished): the crawl of it ends. */
export class ScrapingNotRunning extends DomainError {
  constructor(status: string) {
    super('conflict', `The course scraping run is ${status}`);
  }
}

function requireUniversity(state: Exclude<ScrapingRunState, { status: 'none' }>, domain: string): void {
  if (!state.universities.some((u) => u.domain === domain)) {
    throw new DomainError('invalid', `${domain} is not a university of this run`);
  }
}

export function decide(command: ScrapingCommand, state: ScrapingRunState): ScrapingEvent[] {
  switch (command.type) {
    case 'StartScraping': {
      if (state.status === 'none') {
        if (command.data.universities.length === 0) throw new DomainError('refused', 'No universities are configured to scrape');
        return [{ type: 'ScrapingStarted', data: { universities: command.data.universities, resumed: false, requestedBy: command.data.requestedBy } }];
      }
      if (state.status === 'running') return [];
      if (state.status === 'completed') throw new DomainError('conflict', 'This course scraping run is completed');
      return [{ type: 'ScrapingStarted', data: { universities: null, resumed: true, requestedBy: command.data.requestedBy } }];
    }
    case 'RecordCourses': {
      if (state.status === 'none') throw new DomainError('not-found', 'No such course scraping run');
      if (state.status !== 'running') throw new ScrapingNotRunning(state.status);
      const { domain } = command.data;
      requireUniversity(state, domain);
      if (state.finished[domain]) return [];
      const seen = new Set<string>();
      const events: ScrapingEvent[] = [];
      for (const course of command.data.courses) {
        const key = courseKeyOf(domain, course.key);
        if (state.courseKeys.has(key) || seen.has(key)) continue;
        seen.add(key);
        events.push({ type: 'CourseDiscovered', data: { domain, ...course } });
      }
      return events;
    }
    case 'CompleteUniversity': {
      if (state.status === 'none') throw new DomainError('not-found', 'No such course scraping run');
      const { domain } = command.data;
      requireUniversity(state, domain);
      if (state.finished[domain]) return [];
      if (state.status !== 'running') throw new ScrapingNotRunning(state.status);
      const t = state.tallies[domain] ?? { courses: 0, materials: 0, assignments: 0 };
      return [{ type: 'UniversityScraped', data: { domain, ...t, pages: command.data.pages, disallowedByRobots: command.data.disallowedByRobots } }];
    }
    case 'FailUniversity': {
      if (state.status === 'none') throw new DomainError('not-found', 'No such course scraping run');
      const { domain } = command.data;
      requireUniversity(state, domain);
      if (state.finished[domain]) return [];
      if (state.status !== 'running') throw new ScrapingNotRunning(state.status);
      return [{ type: 'ScrapingFailed', data: { domain, reason: command.data.reason.slice(0, 500) } }];
    }
    case 'StopScraping':
      return state.status === 'running' ? [{ type: 'ScrapingStopped', data: { requestedBy: command.data.requestedBy } }] : [];
  }
}

/** A course-scraping run (stream `scraping-run-<runId>`): started and stopped by admins, its results recorded by the crawl job. */
export const scrapingRunAggregate: Aggregate<ScrapingEvent, ScrapingRunState, ScrapingCommand> = {
  streamId: scrapingRunStreamId,
  initial: initialScrapingRunState,
  evolve,
  decide,
};
