/**
 * Learning management over HTTP (issue #33), with the local AI provider on a slice of the real
 * corpus: Marie (administrator) creates a course from three catalog papers, the build job adds
 * related papers from the search and writes weekly modules saying which provider and model wrote
 * them; she edits a module's reading list and publishes; Ada (a student) enrols and completes a
 * module, and the summary's figures follow. Every validation message of spec inst §5, access (a
 * student cannot create, another institution sees nothing, drafts only to their instructor), a
 * build that fails (a draft saying why), and the crawler's courses listed apart.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { COURSE_API, COURSE_MESSAGES, type Course, type CourseDetail, type CourseSummary, type ExternalCourse } from '@scholarlens/contracts';
import { scrapingRunStreamId } from '../src/modules/admin/scraping/scraping-run.js';
import { courseStreamId } from '../src/modules/institution/courses/course.js';
import { DEMO_INSTITUTION_ID } from '../src/modules/institution/institutions/seeding-demo-institution/demo-institution.seed.js';
import { LOCAL_MODELS } from '../src/platform/ai/llm/local-ai.provider.js';
import { EventStore } from '../src/platform/event-store/event-store.port.js';
import { waitForProjections } from '../src/platform/projections/projection-runner.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { builtCourse, courseBody } from './courses.support.js';
import { setUpInstitutions } from './support/institutions.js';

describe('learning management', () => {
  let t: AiTestApp;
  let otherInstitutionId: string;
  let ids: string[];
  let course: CourseDetail;

  before(async () => {
    t = await startAiTestApp('courses', 60);
    otherInstitutionId = await setUpInstitutions(t, { role: 'student' });
    ids = (await t.pool.query<{ id: string }>('select id from papers order by published_date desc, id limit 10')).rows.map((r) => r.id);
  });
  after(async () => {
    await t?.close();
  });

  it('create-ai: every validation message names its field (spec inst §5)', async () => {
    const marie = await t.as('marie');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: undefined }, /^title: Title is required$/],
      [{ title: '   ' }, /^title: Title is required$/],
      [{ courseCode: undefined }, /^courseCode: Course code is required$/],
      [{ courseCode: '' }, /^courseCode: Course code is required$/],
      [{ year: 2019 }, /^year: year must not be less than 2020$/],
      [{ year: 2031 }, /^year: year must not be greater than 2030$/],
      [{ year: '2026' }, /^year: year must be an integer number$/],
      [{ year: undefined }, /^year: /],
      [{ semester: 'Winter' }, /^semester: /],
      [{ institutionId: 1 }, /^institutionId: /],
      [{ researchPapers: 'x' }, /^researchPapers: /],
      [{ researchPapers: ['no-such-paper'] }, /^researchPapers: no catalog paper has the id no-such-paper$/],
    ];
    for (const [over, message] of cases) {
      const res = await marie.post(COURSE_API.createAi).send({ ...courseBody(), ...over });
      assert.equal(res.status, 400, `${JSON.stringify(over)}: ${res.text}`);
      assert.match(res.body.message, message, JSON.stringify(over));
    }
    assert.deepEqual((await marie.get(COURSE_API.courses)).body, [], 'nothing was created');
  });

  it('create-ai: a student cannot create; another institution’s id is 404; no institution is 404; anonymous 401', async () => {
    const ada = await t.as('ada');
    const refused = await ada.post(COURSE_API.createAi).send(courseBody());
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, COURSE_MESSAGES.facultyOnly);
    const marie = await t.as('marie');
    assert.equal((await marie.post(COURSE_API.createAi).send(courseBody({ institutionId: otherInstitutionId }))).status, 404);
    assert.equal((await (await t.as('alan')).post(COURSE_API.createAi).send(courseBody())).status, 404);
    assert.equal((await t.anonymous().get(COURSE_API.courses)).status, 401);
  });

  it('Marie builds a course from three papers: a draft at once, then modules of the local provider reading those papers and related ones', async () => {
    const marie = await t.as('marie');
    const chosen = ids.slice(0, 3);
    const res = await marie.post(COURSE_API.createAi).send(courseBody({ institutionId: DEMO_INSTITUTION_ID, researchPapers: chosen }));
    assert.equal(res.status, 201, res.text);
    const draft = res.body as CourseDetail;
    assert.deepEqual(
      [draft.status, draft.aiGenerated, draft.title, draft.courseCode, draft.semester, draft.year, draft.canManage, draft.enrollmentCount, draft.instructor.name],
      ['draft', true, 'Machine Learning Frontiers', 'CS 590', 'Fall', 2026, true, 0, (await t.userOf('marie')).name],
    );
    assert.ok(['building', 'ready'].includes(draft.build.status));

    course = await builtCourse(t, draft.id);
    assert.equal(course.build.status, 'ready', JSON.stringify(course.build));
    assert.deepEqual([course.build.provider, course.build.model, course.build.progress], ['local', LOCAL_MODELS.course, 100]);
    assert.ok(course.modules.length >= 2, 'weekly modules');
    // Each step of the build was an event the page showed while it ran.
    const steps = (await t.app.get<EventStore>(EventStore).readStream(courseStreamId(course.id))).map((e) =>
      e.type === 'CourseBuildProgressed' ? `${e.data.progress}% ${e.data.message}` : e.type,
    );
    assert.equal(steps[0], 'CourseCreated');
    assert.match(steps[1], /^10% Reading the 3 selected papers$/);
    assert.match(steps[2], /^30% Finding related papers by semantic search$/);
    assert.match(steps[3], /^60% Writing \d+ papers into weekly modules with local \(keyphrase grouping/);
    assert.equal(steps[4], 'CourseContentWritten');
    const readings = course.modules.flatMap((m) => m.readings);
    assert.deepEqual(readings.filter((r) => r.selected).map((r) => r.paperId).sort(), [...chosen].sort(), 'the three chosen papers, each once');
    assert.ok(readings.some((r) => !r.selected), 'related papers found by the search');
    assert.equal(new Set(readings.map((r) => r.paperId)).size, readings.length);
    for (const [i, m] of course.modules.entries()) {
      assert.equal(m.week, i + 1);
      assert.ok(m.title && m.objectives.length > 0 && m.assignment.length > 20, JSON.stringify(m));
      assert.deepEqual([m.writtenBy, m.edited], [{ provider: 'local', model: LOCAL_MODELS.course }, false]);
    }
  });

  it('a draft is the instructor’s alone: the student and another institution see nothing', async () => {
    const ada = await t.as('ada');
    assert.deepEqual((await ada.get(COURSE_API.courses)).body, []);
    assert.equal((await ada.get(COURSE_API.course(course.id))).status, 404);
    assert.equal((await ada.post(COURSE_API.enrol(course.id))).status, 404);
    const grace = await t.as('grace');
    assert.deepEqual((await grace.get(COURSE_API.courses)).body, []);
    assert.equal((await grace.get(COURSE_API.course(course.id))).status, 404);
    assert.equal((await grace.post(COURSE_API.publish(course.id))).status, 404);
    assert.deepEqual((await grace.get(COURSE_API.summary)).body, { totalCourses: 0, totalStudents: 0, aiGenerated: 0, completionRate: null, completedModules: 0, possibleModules: 0 });
    assert.equal((await ada.get(COURSE_API.course('not-a-uuid'))).status, 404);
  });

  it('Marie edits a module: title, objectives, reading list reordered, one removed and one added by id; the AI provenance stays, marked edited', async () => {
    const marie = await t.as('marie');
    const first = course.modules[0];
    const kept = [...first.readings].reverse().slice(0, Math.max(1, first.readings.length - 1)).map((r) => r.paperId);
    const added = ids.find((id) => !course.modules.some((m) => m.readings.some((r) => r.paperId === id)))!;
    const body = { title: 'Week one: foundations', objectives: ['Explain the setting', ' '], assignment: 'Write a one-page summary.', paperIds: [...kept, added] };
    const res = await marie.put(COURSE_API.module(course.id, first.id)).send(body);
    assert.equal(res.status, 200, res.text);
    const edited = (res.body as CourseDetail).modules[0];
    assert.deepEqual([edited.title, edited.objectives, edited.edited, edited.writtenBy], ['Week one: foundations', ['Explain the setting'], true, first.writtenBy]);
    assert.deepEqual(edited.readings.map((r) => r.paperId), [...kept, added]);
    assert.equal(edited.readings.at(-1)!.selected, true, 'an added paper is the instructor’s choice');
    for (const r of edited.readings.slice(0, -1)) assert.equal(r.selected, first.readings.find((x) => x.paperId === r.paperId)!.selected);

    assert.match((await marie.put(COURSE_API.module(course.id, first.id)).send({ ...body, paperIds: ['nope'] })).body.message, /^paperIds: no catalog paper/);
    assert.match((await marie.put(COURSE_API.module(course.id, first.id)).send({ ...body, title: ' ' })).body.message, /^title: /);
    assert.match((await marie.put(COURSE_API.module(course.id, first.id)).send({ ...body, paperIds: [added, added] })).body.message, /^paperIds: a paper is listed twice/);
    const extra = await marie.put(COURSE_API.module(course.id, 'extra-week')).send({ ...body, title: 'Extra' });
    assert.equal(extra.status, 200);
    assert.deepEqual((extra.body as CourseDetail).modules.at(-1)!.writtenBy, null, 'a module the instructor wrote');
    const removed = await marie.delete(COURSE_API.module(course.id, 'extra-week'));
    assert.equal((removed.body as CourseDetail).modules.length, course.modules.length);
    course = removed.body as CourseDetail;
  });

  it('publish, enrol, complete: the summary’s figures are the real ones', async () => {
    const marie = await t.as('marie');
    const ada = await t.as('ada');
    const published = await marie.post(COURSE_API.publish(course.id));
    assert.equal(published.status, 200, published.text);
    assert.equal((published.body as CourseDetail).status, 'published');
    assert.equal((await ada.put(COURSE_API.module(course.id, course.modules[0].id)).send({ title: 'x', objectives: [], assignment: '', paperIds: [] })).status, 403);
    assert.equal((await ada.post(COURSE_API.publish(course.id))).status, 403);

    const seen = (await ada.get(COURSE_API.courses)).body as Course[];
    assert.deepEqual(seen.map((c) => [c.id, c.canManage, c.enrolled]), [[course.id, false, false]]);
    assert.deepEqual((await ada.get(COURSE_API.summary)).body, { totalCourses: 1, totalStudents: 0, aiGenerated: 1, completionRate: null, completedModules: 0, possibleModules: 0 });
    assert.equal((await ada.post(COURSE_API.completeModule(course.id, course.modules[0].id))).status, 403, 'not enrolled');

    const enrolled = await ada.post(COURSE_API.enrol(course.id));
    assert.equal(enrolled.status, 200, enrolled.text);
    assert.deepEqual([(enrolled.body as CourseDetail).enrolled, (enrolled.body as CourseDetail).enrollmentCount], [true, 1]);
    assert.equal((await ada.post(COURSE_API.enrol(course.id))).status, 409);
    assert.equal((await marie.post(COURSE_API.enrol(course.id))).status, 409, 'the instructor does not enrol');

    const done = await ada.post(COURSE_API.completeModule(course.id, course.modules[0].id));
    assert.equal(done.status, 200, done.text);
    assert.deepEqual((done.body as CourseDetail).myCompletedModuleIds, [course.modules[0].id]);
    assert.equal((await ada.post(COURSE_API.completeModule(course.id, course.modules[0].id))).status, 200, 'completing twice changes nothing');
    assert.equal((await ada.post(COURSE_API.completeModule(course.id, 'nope'))).status, 404);
    const n = course.modules.length;
    const expected: CourseSummary = { totalCourses: 1, totalStudents: 1, aiGenerated: 1, completionRate: Math.round((1 / n) * 1000) / 10, completedModules: 1, possibleModules: n };
    assert.deepEqual((await marie.get(COURSE_API.summary)).body, expected);
    assert.deepEqual((await ada.get(COURSE_API.summary)).body, expected);
    assert.equal(((await marie.get(COURSE_API.courses)).body as Course[])[0].enrollmentCount, 1);
  });

  it('archive: no more completions; the student still sees the course', async () => {
    const marie = await t.as('marie');
    const ada = await t.as('ada');
    assert.equal((await ada.post(COURSE_API.archive(course.id))).status, 403);
    assert.equal(((await marie.post(COURSE_API.archive(course.id))).body as CourseDetail).status, 'archived');
    assert.equal((await ada.post(COURSE_API.completeModule(course.id, course.modules[1].id))).status, 409);
    assert.equal((await ada.get(COURSE_API.course(course.id))).status, 200);
    assert.equal((await marie.post(COURSE_API.publish(course.id))).status, 409);
  });

  it('a build that finds nothing fails: the draft stays, saying why, and cannot be published', async () => {
    const marie = await t.as('marie');
    const res = await marie.post(COURSE_API.createAi).send(courseBody({ title: 'Zzyzx qwxv', description: '', courseCode: 'NONE 1' }));
    assert.equal(res.status, 201, res.text);
    const failed = await builtCourse(t, res.body.id);
    assert.equal(failed.build.status, 'failed');
    assert.equal(failed.status, 'draft');
    assert.match(failed.build.message ?? '', /could not be written: no paper was selected.*nothing was charged/);
    assert.equal((await marie.post(COURSE_API.publish(failed.id))).status, 409);
  });

  it('courses the crawler found at other universities are listed apart, with their source link, never as this institution’s', async () => {
    const store = t.app.get<EventStore>(EventStore);
    const runId = randomUUID();
    const university = { name: 'Example University', domain: 'example.edu', country: 'US', countryName: 'United States', studentsEstimate: 1, coursesEstimate: 1, catalogueUrls: ['https://example.edu/courses'] };
    await store.append(scrapingRunStreamId(runId), [{ type: 'ScrapingStarted', data: { universities: [university], resumed: false, requestedBy: null } }], 'no_stream');
    const { position } = await store.append(
      scrapingRunStreamId(runId),
      [{ type: 'CourseDiscovered', data: { domain: 'example.edu', key: 'CS101', title: 'Intro to CS', code: 'CS101', description: 'Basics', materials: 2, assignments: 1, url: 'https://example.edu/courses/cs101' } }],
      'any',
    );
    await waitForProjections(t.pool, ['scraping-stats'], position, 10_000);
    const ada = await t.as('ada');
    const elsewhere = (await ada.get(COURSE_API.elsewhere)).body as ExternalCourse[];
    assert.deepEqual(
      elsewhere.map((c) => [c.university, c.title, c.code, c.url]),
      [['Example University', 'Intro to CS', 'CS101', 'https://example.edu/courses/cs101']],
    );
    assert.ok(!((await ada.get(COURSE_API.courses)).body as Course[]).some((c) => c.title === 'Intro to CS'));
    assert.equal((await (await t.as('alan')).get(COURSE_API.elsewhere)).status, 404, 'members only');
  });
});
