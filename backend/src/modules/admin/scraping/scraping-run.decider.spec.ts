import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type ScrapingCommand, ScrapingNotRunning, decide } from './scraping-run.decider.js';
import { type DiscoveredCourse, type ScrapingEvent, evolve, initialScrapingRunState, unfinishedUniversities } from './scraping-run.js';
import type { UniversityConfig } from './universities/universities.js';

const uni = (domain: string): UniversityConfig => ({
  name: domain,
  domain,
  country: 'US',
  countryName: 'United States',
  studentsEstimate: 100,
  coursesEstimate: 10,
  catalogueUrls: [`https://${domain}/catalog`],
});
const universities = [uni('a.edu'), uni('b.edu')];
const course = (key: string, over: Partial<DiscoveredCourse> = {}): DiscoveredCourse => ({
  key,
  title: `Course ${key}`,
  code: key,
  description: null,
  materials: 2,
  assignments: 1,
  url: 'https://a.edu/catalog',
  ...over,
});

const stateOf = (...events: ScrapingEvent[]) => events.reduce(evolve, initialScrapingRunState);
const given = (...events: ScrapingEvent[]) => ({ when: (command: ScrapingCommand) => decide(command, stateOf(...events)) });

const started: ScrapingEvent = { type: 'ScrapingStarted', data: { universities, resumed: false, requestedBy: 'admin' } };
const found = (key: string): ScrapingEvent => ({ type: 'CourseDiscovered', data: { domain: 'a.edu', ...course(key) } });
const stopped: ScrapingEvent = { type: 'ScrapingStopped', data: { requestedBy: 'admin' } };

describe('scraping run decider', () => {
  it('starts a run with its universities, and refuses an empty list', () => {
    assert.deepEqual(given().when({ type: 'StartScraping', data: { universities, requestedBy: 'admin' } }), [started]);
    assert.throws(() => given().when({ type: 'StartScraping', data: { universities: [], requestedBy: null } }), isDomainError('refused'));
  });

  it('a start while running changes nothing; after a stop it resumes; a completed run does not restart', () => {
    assert.deepEqual(given(started).when({ type: 'StartScraping', data: { universities, requestedBy: 'x' } }), []);
    assert.deepEqual(given(started, stopped).when({ type: 'StartScraping', data: { universities, requestedBy: 'x' } }), [
      { type: 'ScrapingStarted', data: { universities: null, resumed: true, requestedBy: 'x' } },
    ]);
    const done: ScrapingEvent[] = [
      started,
      { type: 'UniversityScraped', data: { domain: 'a.edu', courses: 0, materials: 0, assignments: 0, pages: 1, disallowedByRobots: 0 } },
      { type: 'ScrapingFailed', data: { domain: 'b.edu', reason: 'HTTP 500' } },
    ];
    assert.equal(stateOf(...done).status, 'completed');
    assert.throws(() => given(...done).when({ type: 'StartScraping', data: { universities, requestedBy: null } }), isDomainError('conflict'));
  });

  it('records each course once, even when a resumed crawl finds it again', () => {
    const events = given(started).when({ type: 'RecordCourses', data: { domain: 'a.edu', courses: [course('CS1'), course('CS2'), course('CS1')] } });
    assert.deepEqual(events, [found('CS1'), found('CS2')]);
    const again = given(started, ...events, stopped, { type: 'ScrapingStarted', data: { universities: null, resumed: true, requestedBy: null } }).when({
      type: 'RecordCourses',
      data: { domain: 'a.edu', courses: [course('CS2'), course('CS3')] },
    });
    assert.deepEqual(again, [found('CS3')]);
  });

  it('completes a university with its tallies; unfinished ones stay to do', () => {
    const events = given(started, found('CS1'), found('CS2')).when({ type: 'CompleteUniversity', data: { domain: 'a.edu', pages: 3, disallowedByRobots: 1 } });
    assert.deepEqual(events, [
      { type: 'UniversityScraped', data: { domain: 'a.edu', courses: 2, materials: 4, assignments: 2, pages: 3, disallowedByRobots: 1 } },
    ]);
    const state = stateOf(started, found('CS1'), found('CS2'), ...events);
    assert.equal(state.status, 'running');
    assert.deepEqual(unfinishedUniversities(state).map((u) => u.domain), ['b.edu']);
    // Finishing twice (a retried job) records nothing new.
    assert.deepEqual(given(started, ...events).when({ type: 'FailUniversity', data: { domain: 'a.edu', reason: 'late' } }), []);
  });

  it('a stopped run refuses crawl results, so the crawl ends; stopping twice is a no-op', () => {
    assert.throws(
      () => given(started, stopped).when({ type: 'RecordCourses', data: { domain: 'a.edu', courses: [course('X')] } }),
      (err) => err instanceof ScrapingNotRunning,
    );
    assert.throws(() => given(started, stopped).when({ type: 'FailUniversity', data: { domain: 'b.edu', reason: 'x' } }), isDomainError('conflict'));
    assert.deepEqual(given(started).when({ type: 'StopScraping', data: { requestedBy: 'admin' } }), [stopped]);
    assert.deepEqual(given(started, stopped).when({ type: 'StopScraping', data: { requestedBy: 'admin' } }), []);
  });

  it('refuses a university the run does not list', () => {
    assert.throws(() => given(started).when({ type: 'FailUniversity', data: { domain: 'zzz.edu', reason: 'x' } }), isDomainError('invalid'));
  });
});
