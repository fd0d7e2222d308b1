/**
 * The scraping-stats projection on real PostgreSQL, fed by course-scraping run streams: a run's
 * universities as its first start listed them, courses counted per university and per run (the
 * latest discovery of a course wins in scraped_courses), a stop that pauses the clock and puts the
 * university being crawled back to pending, a resumption, failures, and completion when the last
 * university finishes (the clock stopped at the events' recorded times). The stats query answers
 * the latest run. A rebuild from the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import type { AppConfig } from '../../../../platform/config/config.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import type { CourseDiscovered, ScrapingFailed, ScrapingStarted, ScrapingStopped, UniversityScraped } from '../scraping-run.js';
import { scrapingRunStreamId } from '../scraping-run.js';
import type { ScrapingUniverses } from '../universities/scraping-universes.js';
import type { UniversityConfig } from '../universities/universities.js';
import { LatestScrapingRunHandler, RunningScrapingRunsHandler, ScrapingStatsHandler, statsOf } from './scraping-stats.query.js';
import { ScrapingStatsProjection } from './scraping-stats.projection.js';

const mit: UniversityConfig = {
  name: 'Massachusetts Institute of Technology', domain: 'mit.edu', country: 'US', countryName: 'United States',
  studentsEstimate: 11_800, coursesEstimate: 2_300, catalogueUrls: ['https://catalog.mit.edu/subjects/'],
};
const oxford: UniversityConfig = {
  name: 'University of Oxford', domain: 'ox.ac.uk', country: 'GB', countryName: 'United Kingdom',
  studentsEstimate: 26_000, coursesEstimate: 1_500, catalogueUrls: ['https://www.ox.ac.uk/admissions/undergraduate/courses'],
};
const tum: UniversityConfig = {
  name: 'Technical University of Munich', domain: 'tum.de', country: 'DE', countryName: 'Germany',
  studentsEstimate: 50_000, coursesEstimate: 3_000, catalogueUrls: ['https://www.tum.de/en/studies/degree-programs'],
};

const startedFirst = (universities: UniversityConfig[], requestedBy: string | null) =>
  newEvent<ScrapingStarted>({ type: 'ScrapingStarted', data: { universities, resumed: false, requestedBy } });
const resumed = (requestedBy: string | null) => newEvent<ScrapingStarted>({ type: 'ScrapingStarted', data: { universities: null, resumed: true, requestedBy } });
const course = (data: CourseDiscovered['data']) => newEvent<CourseDiscovered>({ type: 'CourseDiscovered', data });
const scraped = (data: UniversityScraped['data']) => newEvent<UniversityScraped>({ type: 'UniversityScraped', data });
const failedAt = (data: ScrapingFailed['data']) => newEvent<ScrapingFailed>({ type: 'ScrapingFailed', data });
const stopped = (data: ScrapingStopped['data']) => newEvent<ScrapingStopped>({ type: 'ScrapingStopped', data });

describe('scraping-stats projection', () => {
  const testbed = useTestEventStore();

  test('courses, stop and resume, failures, completion; stats of the latest run; rebuild = live', async () => {
    const admin = '7c6b5a49-3827-8160-9f8e-7d6c5b4a3928';
    const [r1, r2] = [randomUUID(), randomUUID()];
    const s1 = scrapingRunStreamId(r1);
    const latest = new LatestScrapingRunHandler(testbed.db.pool);
    const running = new RunningScrapingRunsHandler(testbed.db.pool);
    const stats = new ScrapingStatsHandler(testbed.db.pool, { scraping: { concurrency: 1 } } as AppConfig, { list: () => [mit] } as unknown as ScrapingUniverses);

    await testbed.store.append(s1, [startedFirst([mit, oxford, tum], admin)], 'no_stream');
    await testbed.store.append(
      s1,
      [course({ domain: 'mit.edu', key: '6.006', title: 'Introduction to Algorithms', code: '6.006', description: 'Sorting, search trees, hashing, graphs.', materials: 3, assignments: 2, url: 'https://catalog.mit.edu/subjects/6/#6.006' })],
      'any',
    );

    const projection = new ScrapingStatsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      await testbed.store.append(
        s1,
        [course({ domain: 'mit.edu', key: '6.046', title: 'Design and Analysis of Algorithms', code: '6.046', description: null, materials: 1, assignments: 4, url: 'https://catalog.mit.edu/subjects/6/#6.046' })],
        'any',
      );
      await testbed.store.append(
        s1,
        [course({ domain: 'ox.ac.uk', key: 'https://www.cs.ox.ac.uk/teaching/courses/fp/ Functional Programming', title: 'Functional Programming', code: null, description: 'Haskell.', materials: 2, assignments: 0, url: 'https://www.cs.ox.ac.uk/teaching/courses/fp/' })],
        'any',
      );
      await testbed.store.append(s1, [scraped({ domain: 'mit.edu', courses: 2, materials: 4, assignments: 6, pages: 12, disallowedByRobots: 1 })], 'any');
      await sleep(40);
      const stop = await testbed.store.append(s1, [stopped({ requestedBy: admin })], 'any');
      await waitForProjections(testbed.db.pool, [projection.name], stop.position, 10_000);

      // Stopped: the clock paused, the university being crawled is pending again.
      let events = await testbed.store.readStream(s1);
      const startAt = events[0].recordedAt.getTime();
      const stopAt = events.at(-1)!.recordedAt.getTime();
      const paused = (await latest.execute())!;
      assert.deepEqual([paused.run_id, paused.status, paused.active_since, paused.completed, paused.courses, paused.starts], [r1, 'stopped', null, 1, 3, 1]);
      assert.ok(Math.abs(Number(paused.active_ms) - (stopAt - startAt)) <= 2, `active_ms ${paused.active_ms} ≈ ${stopAt - startAt}`);
      const pausedStats = statsOf(paused, 3, new Date(stopAt + 60_000));
      assert.equal(pausedStats.elapsedSeconds, Math.floor(Number(paused.active_ms) / 1000), 'a stopped run’s clock does not run');
      assert.deepEqual([pausedStats.completionPercentage, pausedStats.totalCourses], [33.3, 3]);
      assert.deepEqual(
        (await testbed.db.pool.query('select domain, status from scraping_universities where run_id = $1 order by position', [r1])).rows,
        [{ domain: 'mit.edu', status: 'completed' }, { domain: 'ox.ac.uk', status: 'pending' }, { domain: 'tum.de', status: 'pending' }],
      );

      // Resumed: TUM fails (its robots.txt), Oxford finishes, and with it the run.
      await testbed.store.append(s1, [resumed(admin)], 'any');
      await sleep(40);
      await testbed.store.append(s1, [failedAt({ domain: 'tum.de', reason: 'robots.txt disallows every catalogue page' })], 'any');
      await testbed.store.append(s1, [scraped({ domain: 'ox.ac.uk', courses: 1, materials: 2, assignments: 0, pages: 5, disallowedByRobots: 0 })], 'any');
      // A second run finds MIT's 6.006 again, changed: the latest discovery wins in scraped_courses.
      await testbed.store.append(scrapingRunStreamId(r2), [startedFirst([mit], null)], 'no_stream');
      const last = await testbed.store.append(
        scrapingRunStreamId(r2),
        [course({ domain: 'mit.edu', key: '6.006', title: 'Introduction to Algorithms (Spring 2026)', code: '6.006', description: 'Now with dynamic programming.', materials: 5, assignments: 3, url: 'https://catalog.mit.edu/subjects/6/#6.006' })],
        0,
      );
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      events = await testbed.store.readStream(s1);
      const resumeAt = events[6].recordedAt.getTime();
      const finishAt = events[8].recordedAt;
      const run1 = (await testbed.db.pool.query('select * from scraping_runs where run_id = $1', [r1])).rows[0];
      assert.deepEqual(
        [run1.status, run1.total_universities, run1.completed, run1.failed, run1.errors, run1.courses, run1.materials, run1.assignments, run1.starts, run1.active_since, run1.finished_at, run1.requested_by],
        ['completed', 3, 2, 1, 1, 3, 6, 6, 2, null, finishAt, admin],
      );
      const activeMs = stopAt - startAt + (finishAt.getTime() - resumeAt);
      assert.ok(Math.abs(Number(run1.active_ms) - activeMs) <= 3, `active_ms ${run1.active_ms} ≈ ${activeMs}`);
      assert.deepEqual(
        (await testbed.db.pool.query('select domain, position, name, country, status, courses, materials, assignments, pages, error from scraping_universities where run_id = $1 order by position', [r1])).rows,
        [
          { domain: 'mit.edu', position: 0, name: mit.name, country: 'US', status: 'completed', courses: 2, materials: 4, assignments: 6, pages: 12, error: null },
          { domain: 'ox.ac.uk', position: 1, name: oxford.name, country: 'GB', status: 'completed', courses: 1, materials: 2, assignments: 0, pages: 5, error: null },
          { domain: 'tum.de', position: 2, name: tum.name, country: 'DE', status: 'failed', courses: 0, materials: 0, assignments: 0, pages: 0, error: 'robots.txt disallows every catalogue page' },
        ],
      );
      assert.deepEqual(
        (await testbed.db.pool.query('select domain, course_key, run_id, title, materials, assignments from scraped_courses order by domain, course_key')).rows,
        [
          { domain: 'mit.edu', course_key: '6.006', run_id: r2, title: 'Introduction to Algorithms (Spring 2026)', materials: 5, assignments: 3 },
          { domain: 'mit.edu', course_key: '6.046', run_id: r1, title: 'Design and Analysis of Algorithms', materials: 1, assignments: 4 },
          { domain: 'ox.ac.uk', course_key: 'https://www.cs.ox.ac.uk/teaching/courses/fp/ Functional Programming', run_id: r1, title: 'Functional Programming', materials: 2, assignments: 0 },
        ],
      );

      // The console shows the latest run: the second one, running, MIT being crawled.
      assert.deepEqual((await running.execute()).map((r) => r.run_id), [r2]);
      const answer = await stats.execute();
      assert.equal(answer.isRunning, true);
      assert.deepEqual(
        [answer.stats.runId, answer.stats.status, answer.stats.totalUniversities, answer.stats.completedUniversities, answer.stats.totalCourses, answer.stats.totalMaterials, answer.stats.finishedAt],
        [r2, 'running', 1, 0, 1, 5, null],
      );
      assert.deepEqual(answer.universities.map((u) => [u.domain, u.scrapingStatus, u.coursesFound, u.materials, u.assignments]), [['mit.edu', 'active', 1, 5, 3]]);
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({
      store: testbed.store,
      pool: testbed.db.pool,
      projections: [projection],
      tables: ['scraping_runs', 'scraping_universities', 'scraped_courses'],
    });
  });
});
