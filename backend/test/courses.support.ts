/** What the courses API tests share: the institutions (Ada a student of Marie's), a draft built to its end, and the create body. */
import assert from 'node:assert/strict';
import { COURSE_API, type CourseDetail, type CreateAiCourseRequest, INSTITUTION_API } from '@scholarlens/contracts';
import type { TestApp } from './support/test-app.js';
import { demoInstitutionReady } from './support/institutions.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ada a student of the demo institution (Marie its administrator); Grace administers another. Answers the other's id. */
export async function setUpCourseInstitutions(t: TestApp): Promise<string> {
  await demoInstitutionReady(t);
  const marie = await t.as('marie');
  const invited = await marie.post(INSTITUTION_API.invite).set('Origin', t.baseUrl).send({ email: 'ada@scholarlens.local', role: 'student' });
  assert.equal(invited.status, 201, invited.text);
  const other = await (await t.as('alan'))
    .post(INSTITUTION_API.adminInstitutions)
    .set('Origin', t.baseUrl)
    .send({ name: 'Other University', domain: 'other.edu', subdomain: 'other', tier: 'basic', maxUsers: 5, adminEmail: 'grace@scholarlens.local' });
  assert.equal(other.status, 201, other.text);
  const ada = await t.as('ada');
  for (let i = 0; i < 100 && (await ada.get(INSTITUTION_API.institution)).status !== 200; i++) await sleep(100);
  return other.body.id as string;
}

export const courseBody = (over: Partial<CreateAiCourseRequest> = {}): CreateAiCourseRequest => ({
  title: 'Machine Learning Frontiers',
  description: 'Recent results in learning from data',
  courseCode: 'CS 590',
  semester: 'Fall',
  year: 2026,
  researchPapers: [],
  ...over,
});

/** Polls the course as Marie sees it until its build ends (ready or failed). */
export async function builtCourse(t: TestApp, courseId: string, ms = 60_000): Promise<CourseDetail> {
  const marie = await t.as('marie');
  const until = Date.now() + ms;
  for (;;) {
    const res = await marie.get(COURSE_API.course(courseId));
    assert.equal(res.status, 200, res.text);
    const course = res.body as CourseDetail;
    if (course.build.status !== 'building') return course;
    if (Date.now() > until) assert.fail(`course ${courseId} still building: ${JSON.stringify(course.build)}`);
    await sleep(100);
  }
}
