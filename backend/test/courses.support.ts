/** What the courses API tests share: a draft built to its end, and the create body. */
import assert from 'node:assert/strict';
import { COURSE_API, type CourseDetail, type CreateAiCourseRequest } from '@scholarlens/contracts';
import type { TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
