/**
 * The courses read model on real PostgreSQL: a course built, a module saved and another removed
 * (its completions with it), published, two enrolments and completions; the queries answer what each
 * member sees (a draft only to its instructor) and the summary's figures; a rebuild equals the live tables.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Membership } from '../ports.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { type CourseEvent, type StoredModule, courseStreamId } from '../course.js';
import { CoursesProjection } from './courses.projection.js';
import { CourseHandler, CourseQuery, CourseSummaryHandler, CourseSummaryQuery, CoursesHandler, CoursesQuery } from './courses.query.js';

const institutionId = 'a0000000-0000-4000-8000-000000000001';
const [marie, ada, grace] = ['b0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000003'];
const [published, draft] = ['d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002'];
const at = '2026-03-01T10:00:00.000Z';
const member = (memberId: string): Membership => ({ memberId, institutionId, email: `${memberId}@x`, role: 'member', status: 'active', userId: null });
const mod = (id: string): StoredModule => ({ id, title: `Module ${id}`, objectives: ['o'], readings: [], assignment: 'a', writtenBy: { provider: 'local', model: 'm' }, edited: false });
const created = (courseId: string, title: string): CourseEvent => ({
  type: 'CourseCreated',
  data: { courseId, institutionId, title, description: null, courseCode: 'C1', semester: 'Fall', year: 2026, aiGenerated: true, instructor: { memberId: marie, userId: null, name: 'Marie' }, researchPapers: [], at },
});

describe('courses projection', () => {
  const testbed = useTestEventStore(10);

  test('courses, enrolments, completions; what each member sees; rebuild = live', async () => {
    const projection = new CoursesProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const events: CourseEvent[] = [
      created(published, 'Published one'),
      { type: 'CourseBuildProgressed', data: { courseId: published, progress: 60, message: 'Writing', at } },
      { type: 'CourseContentWritten', data: { courseId: published, modules: [mod('m1'), mod('m2'), mod('m3')], provider: 'local', model: 'm', relatedFound: 2, at } },
      { type: 'CourseModuleSaved', data: { courseId: published, module: { ...mod('m1'), title: 'Edited', edited: true }, by: marie, at } },
      { type: 'CoursePublished', data: { courseId: published, by: marie, at } },
      { type: 'StudentEnrolled', data: { courseId: published, memberId: ada, at } },
      { type: 'StudentEnrolled', data: { courseId: published, memberId: grace, at } },
      { type: 'CourseModuleCompleted', data: { courseId: published, memberId: ada, moduleId: 'm1', at } },
      { type: 'CourseModuleCompleted', data: { courseId: published, memberId: ada, moduleId: 'm3', at } },
      { type: 'CourseModuleRemoved', data: { courseId: published, moduleId: 'm3', by: marie, at } },
    ];
    await testbed.store.append(courseStreamId(published), events.map((e) => newEvent(e)), 'no_stream');
    const last = await testbed.store.append(courseStreamId(draft), [newEvent(created(draft, 'Draft one'))], 'no_stream');
    await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

    const pool = testbed.db.pool;
    const asAda = await new CoursesHandler(pool).execute(new CoursesQuery(member(ada)));
    assert.deepEqual(asAda.map((c) => [c.title, c.status, c.enrollmentCount, c.moduleCount, c.enrolled, c.myCompletedModules, c.canManage]), [['Published one', 'published', 2, 2, true, 1, false]]);
    const asMarie = await new CoursesHandler(pool).execute(new CoursesQuery(member(marie)));
    assert.deepEqual(asMarie.map((c) => [c.title, c.build.status, c.canManage]).sort(), [['Draft one', 'building', true], ['Published one', 'ready', true]]);
    const detail = await new CourseHandler(pool).execute(new CourseQuery(member(ada), published));
    assert.deepEqual(detail?.modules.map((m) => [m.week, m.id, m.title, m.edited]), [[1, 'm1', 'Edited', true], [2, 'm2', 'Module m2', false]]);
    assert.deepEqual(detail?.myCompletedModuleIds, ['m1']);
    assert.equal(await new CourseHandler(pool).execute(new CourseQuery(member(ada), draft)), null, 'a draft is its instructor’s alone');
    // Ada completed 1 of 2 modules, Grace 0 of 2: 1 of 4.
    assert.deepEqual(await new CourseSummaryHandler(pool).execute(new CourseSummaryQuery(member(marie))), {
      totalCourses: 2, totalStudents: 2, aiGenerated: 2, completionRate: 25, completedModules: 1, possibleModules: 4,
    });

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool, projections: [projection], tables: ['courses', 'course_enrolments', 'course_module_completions'], through: last.position });
  });
});
