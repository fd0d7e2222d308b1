/**
 * A course-scraping run (stream `scraping-run-<runId>`): the universities it walks (a snapshot of
 * the configuration at its first start), the courses found, each university's outcome, and the
 * stops and resumptions. The stats of the admin console are computed from these events only, so
 * they survive restarts of the backend and of Redis.
 */
import type { UniversityConfig } from './universities/universities.js';

export interface DiscoveredCourse {
  /** Stable within the university: the course code, else the page URL and title. */
  key: string;
  title: string;
  code: string | null;
  description: string | null;
  materials: number;
  assignments: number;
  url: string;
}

/** First start (universities listed) or a resumption after a stop (universities null: unchanged). */
export type ScrapingStarted = {
  type: 'ScrapingStarted';
  data: { universities: UniversityConfig[] | null; resumed: boolean; requestedBy: string | null };
};
export type CourseDiscovered = { type: 'CourseDiscovered'; data: { domain: string } & DiscoveredCourse };
export type UniversityScraped = {
  type: 'UniversityScraped';
  data: { domain: string; courses: number; materials: number; assignments: number; pages: number; disallowedByRobots: number };
};
/** A university that could not be scraped (unreachable, refused address, robots.txt, no catalogue page). */
export type ScrapingFailed = { type: 'ScrapingFailed'; data: { domain: string; reason: string } };
export type ScrapingStopped = { type: 'ScrapingStopped'; data: { requestedBy: string | null } };

export type ScrapingEvent = ScrapingStarted | CourseDiscovered | UniversityScraped | ScrapingFailed | ScrapingStopped;
export const SCRAPING_EVENT_TYPES = ['ScrapingStarted', 'CourseDiscovered', 'UniversityScraped', 'ScrapingFailed', 'ScrapingStopped'] as const;

export interface UniversityTally {
  courses: number;
  materials: number;
  assignments: number;
}

export interface ScrapingProgress {
  universities: UniversityConfig[];
  /** Universities finished, and how. */
  finished: Record<string, 'completed' | 'failed'>;
  tallies: Record<string, UniversityTally>;
  /** `<domain> <course key>` of every course recorded (owned by this fold; events never repeat one). */
  courseKeys: Set<string>;
  /** 1 + the resumptions. */
  starts: number;
}

export type ScrapingRunState =
  | { status: 'none' }
  | ({ status: 'running' | 'stopped' | 'completed' } & ScrapingProgress);

export const initialScrapingRunState: ScrapingRunState = { status: 'none' };

export const courseKeyOf = (domain: string, key: string) => `${domain} ${key}`;

function finish(state: ScrapingProgress & { status: 'running' | 'stopped' | 'completed' }, domain: string, how: 'completed' | 'failed') {
  const finished = { ...state.finished, [domain]: how };
  const allDone = state.universities.every((u) => finished[u.domain]);
  return { ...state, finished, status: allDone ? ('completed' as const) : state.status };
}

export function evolve(state: ScrapingRunState, event: ScrapingEvent): ScrapingRunState {
  switch (event.type) {
    case 'ScrapingStarted':
      if (state.status === 'none') {
        return { status: 'running', universities: event.data.universities ?? [], finished: {}, tallies: {}, courseKeys: new Set(), starts: 1 };
      }
      return { ...state, status: 'running', starts: state.starts + 1 };
    case 'CourseDiscovered': {
      if (state.status === 'none') return state;
      const d = event.data;
      state.courseKeys.add(courseKeyOf(d.domain, d.key));
      const t = state.tallies[d.domain] ?? { courses: 0, materials: 0, assignments: 0 };
      return {
        ...state,
        tallies: { ...state.tallies, [d.domain]: { courses: t.courses + 1, materials: t.materials + d.materials, assignments: t.assignments + d.assignments } },
      };
    }
    case 'UniversityScraped':
      return state.status === 'none' ? state : finish(state, event.data.domain, 'completed');
    case 'ScrapingFailed':
      return state.status === 'none' ? state : finish(state, event.data.domain, 'failed');
    case 'ScrapingStopped':
      return state.status === 'running' ? { ...state, status: 'stopped' } : state;
  }
}

export function scrapingRunStreamId(runId: string): string {
  return `scraping-run-${runId}`;
}

export function runIdOfScrapingStream(streamId: string): string | null {
  return streamId.startsWith('scraping-run-') ? streamId.slice('scraping-run-'.length) : null;
}

/** Universities still to scrape, in configured order. */
export function unfinishedUniversities(state: ScrapingRunState): UniversityConfig[] {
  return state.status === 'none' ? [] : state.universities.filter((u) => !state.finished[u.domain]);
}
