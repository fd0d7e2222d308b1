import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type CourseEvent, type StoredModule, evolve, initialCourseState } from './course.js';
import { type CourseCommand, type CreateCourse, decide } from './course.decider.js';

const courseId = '55555555-5555-4555-8555-555555555555';
const institutionId = '0b5a3c1e-1111-4222-8333-444455556666';
const [marie, ada, grace] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
const at = '2026-03-01T10:00:00.000Z';

const create = (over: Partial<CreateCourse['data']> = {}): CourseCommand => ({
  type: 'CreateCourse',
  data: {
    courseId,
    institutionId,
    title: ' Deep Learning ',
    description: ' ',
    courseCode: ' CS 501 ',
    semester: 'Fall',
    year: 2026,
    aiGenerated: true,
    instructor: { memberId: marie, userId: null, name: 'Marie' },
    researchPapers: ['p1'],
    at,
    ...over,
  },
});
const mod = (id: string, title = 'Attention'): StoredModule => ({
  id,
  title,
  objectives: ['Explain attention'],
  readings: [{ paperId: 'p1', title: 'P1', authors: [], publishedDate: '2020-01-01', selected: true }],
  assignment: 'Compare',
  writtenBy: { provider: 'local', model: 'm' },
  edited: false,
});

function given(...events: CourseEvent[]) {
  const state = events.reduce(evolve, initialCourseState);
  return { when: (command: CourseCommand) => decide(command, state) };
}
const message = (re: RegExp) => (e: unknown) => re.test((e as Error).message);

describe('course decider', () => {
  const [created] = given().when(create());
  const written: CourseEvent = { type: 'CourseContentWritten', data: { courseId, modules: [mod('m1'), mod('m2')], provider: 'local', model: 'm', relatedFound: 1, at } };
  const published: CourseEvent = { type: 'CoursePublished', data: { courseId, by: marie, at } };
  const adaIn: CourseEvent = { type: 'StudentEnrolled', data: { courseId, memberId: ada, at } };

  it('creates a draft: fields trimmed, a blank description null; the spec’s messages naming the field', () => {
    assert.deepEqual(created.data, { ...create().data, title: 'Deep Learning', courseCode: 'CS 501', description: null });
    assert.throws(() => given().when(create({ title: '  ' })), (e: unknown) => isDomainError('invalid')(e) && (e as Error).message === 'title: Title is required');
    assert.throws(() => given().when(create({ courseCode: '' })), message(/^courseCode: Course code is required$/));
    for (const year of [2019, 2031, 2025.5]) assert.throws(() => given().when(create({ year })), message(/^year: must be an integer from 2020 to 2030$/));
    assert.throws(() => given().when(create({ semester: 'Winter' as never })), message(/^semester:/));
    assert.throws(() => given(created).when(create()), isDomainError('conflict'));
  });

  it('the build: progress and content only while building; a retried job writes nothing twice; a failure keeps the draft', () => {
    const progress: CourseCommand = { type: 'RecordBuildProgress', data: { progress: 40, message: 'Writing', at } };
    assert.equal(given(created).when(progress).length, 1);
    const content: CourseCommand = { type: 'RecordCourseContent', data: { modules: [mod('m1')], provider: 'local', model: 'm', relatedFound: 0, at } };
    assert.equal(given(created).when(content)[0].type, 'CourseContentWritten');
    assert.deepEqual(given(created, written).when(content), []);
    assert.deepEqual(given(created, written).when(progress), []);
    const failed: CourseEvent = { type: 'CourseBuildFailed', data: { courseId, reason: 'x', at } };
    const state = [created, failed].reduce(evolve, initialCourseState);
    assert.deepEqual([state.status, state.status !== 'unknown' && state.build], ['draft', 'failed']);
  });

  it('status: draft → published → archived; publishing needs a module and a finished build; the instructor only', () => {
    const publish = (by = marie): CourseCommand => ({ type: 'PublishCourse', data: { byMemberId: by, at } });
    assert.throws(() => given(created).when(publish()), message(/still being built/));
    const failed: CourseEvent = { type: 'CourseBuildFailed', data: { courseId, reason: 'x', at } };
    assert.throws(() => given(created, failed).when(publish()), message(/at least one module/));
    assert.deepEqual(given(created, written).when(publish())[0].type, 'CoursePublished');
    assert.throws(() => given(created, written).when(publish(ada)), isDomainError('forbidden'));
    assert.deepEqual(given(created, written, published).when(publish()), [], 'published again: nothing');
    const archive: CourseCommand = { type: 'ArchiveCourse', data: { byMemberId: marie, at } };
    const archived = given(created, written, published).when(archive);
    assert.equal(archived[0].type, 'CourseArchived');
    assert.equal(given(created).when(archive)[0].type, 'CourseArchived', 'a draft may be archived');
    assert.throws(() => given(created, written, published, ...archived).when(publish()), message(/archived/));
    assert.throws(() => given().when(publish()), isDomainError('not-found'));
  });

  it('modules: saved whole (a new id appended), removed; not while building nor archived', () => {
    const save = (m: StoredModule, by = marie): CourseCommand => ({ type: 'SaveModule', data: { module: m, byMemberId: by, at } });
    assert.throws(() => given(created).when(save(mod('m1'))), message(/still being built/));
    const [saved] = given(created, written).when(save({ ...mod('m1', ' Transformers '), edited: true }));
    const s = [created, written, saved].reduce(evolve, initialCourseState);
    assert.ok(s.status !== 'unknown');
    assert.deepEqual(s.modules.map((m) => [m.id, m.title]), [['m1', 'Transformers'], ['m2', 'Attention']]);
    const [added] = given(created, written).when(save(mod('m3')));
    const withAdded = [created, written, added].reduce(evolve, initialCourseState);
    assert.equal(withAdded.status !== 'unknown' && withAdded.modules.length, 3);
    assert.throws(() => given(created, written).when(save(mod('m1', ' '))), message(/^title:/));
    assert.throws(() => given(created, written).when(save({ ...mod('m1'), readings: [...mod('m1').readings, ...mod('m1').readings] })), message(/^paperIds:/));
    assert.throws(() => given(created, written).when(save(mod('m1'), ada)), isDomainError('forbidden'));
    assert.throws(() => given(created, written).when({ type: 'RemoveModule', data: { moduleId: 'nope', byMemberId: marie, at } }), isDomainError('not-found'));
  });

  it('enrolment: published courses only, once, never the instructor; modules completed once by enrolled students', () => {
    const enrol = (memberId: string): CourseCommand => ({ type: 'Enrol', data: { memberId, at } });
    assert.throws(() => given(created, written).when(enrol(ada)), message(/Only published courses/));
    assert.deepEqual(given(created, written, published).when(enrol(ada)), [adaIn]);
    assert.throws(() => given(created, written, published, adaIn).when(enrol(ada)), message(/already enrolled/));
    assert.throws(() => given(created, written, published).when(enrol(marie)), message(/instructor/));
    const complete = (memberId: string, moduleId = 'm1'): CourseCommand => ({ type: 'CompleteModule', data: { memberId, moduleId, at } });
    assert.throws(() => given(created, written, published).when(complete(grace)), isDomainError('forbidden'));
    const [done] = given(created, written, published, adaIn).when(complete(ada));
    assert.equal(done.type, 'CourseModuleCompleted');
    assert.deepEqual(given(created, written, published, adaIn, done).when(complete(ada)), [], 'completed once');
    assert.throws(() => given(created, written, published, adaIn).when(complete(ada, 'nope')), isDomainError('not-found'));
    const archived: CourseEvent = { type: 'CourseArchived', data: { courseId, by: marie, at } };
    assert.throws(() => given(created, written, published, adaIn, archived).when(complete(ada, 'm2')), message(/archived/));
    // Removing a module removes its completions from the fold.
    const removed: CourseEvent = { type: 'CourseModuleRemoved', data: { courseId, moduleId: 'm1', by: marie, at } };
    const s = [created, written, published, adaIn, done, removed].reduce(evolve, initialCourseState);
    assert.deepEqual(s.status !== 'unknown' && s.students[ada], []);
  });
});
