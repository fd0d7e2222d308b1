import assert from 'node:assert/strict';
import { it } from 'node:test';
import { coursesFor } from './canvas.connector.js';

const courses = [{ courseCode: 'CS 590' }, { courseCode: 'BIO  101' }, { courseCode: 'cs590' }];

it('a Canvas course receives the published course of its code (case and spacing aside), or every one when the code is blank', () => {
  assert.deepEqual(coursesFor(courses, 'cs 590'), [{ courseCode: 'CS 590' }]);
  assert.deepEqual(coursesFor(courses, ' Bio 101 '), [{ courseCode: 'BIO  101' }]);
  assert.deepEqual(coursesFor(courses, 'MATH 1'), []);
  assert.deepEqual(coursesFor(courses, '  '), courses);
});
