/**
 * What each command on a course decides (pure). Status: draft → published → archived (a draft may be
 * archived too; nothing leaves archived). Only the instructor manages a course; a course is
 * published once it has a module and its build is over. Members other than the instructor enrol in
 * published courses and complete its modules, each once.
 */
import { COURSE_LIMITS, COURSE_MESSAGES, COURSE_SEMESTERS, type CourseSemester } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type CourseCreated, type CourseEvent, type CourseState, type StoredModule, courseStreamId, evolve, initialCourseState } from './course.js';

export type CreateCourse = { type: 'CreateCourse'; data: CourseCreated['data'] };
export type RecordBuildProgress = { type: 'RecordBuildProgress'; data: { progress: number; message: string; at: string } };
export type RecordCourseContent = { type: 'RecordCourseContent'; data: { modules: StoredModule[]; provider: string; model: string; relatedFound: number; at: string } };
export type RecordBuildFailure = { type: 'RecordBuildFailure'; data: { reason: string; at: string } };
export type SaveModule = { type: 'SaveModule'; data: { module: StoredModule; byMemberId: string; at: string } };
export type RemoveModule = { type: 'RemoveModule'; data: { moduleId: string; byMemberId: string; at: string } };
export type PublishCourse = { type: 'PublishCourse'; data: { byMemberId: string; at: string } };
export type ArchiveCourse = { type: 'ArchiveCourse'; data: { byMemberId: string; at: string } };
export type Enrol = { type: 'Enrol'; data: { memberId: string; at: string } };
export type CompleteModule = { type: 'CompleteModule'; data: { memberId: string; moduleId: string; at: string } };

export type CourseCommand =
  | CreateCourse
  | RecordBuildProgress
  | RecordCourseContent
  | RecordBuildFailure
  | SaveModule
  | RemoveModule
  | PublishCourse
  | ArchiveCourse
  | Enrol
  | CompleteModule;

type Known = Exclude<CourseState, { status: 'unknown' }>;

const blankToNull = (s: string | null) => (s?.trim() ? s.trim() : null);

function known(state: CourseState): Known {
  if (state.status === 'unknown') throw new DomainError('not-found', COURSE_MESSAGES.courseNotFound);
  return state;
}

/** The instructor's course, not archived and not being built: what editing and publishing need. */
function managed(state: CourseState, byMemberId: string): Known {
  const s = known(state);
  if (s.instructorMemberId !== byMemberId) throw new DomainError('forbidden', 'Only the course instructor manages this course');
  if (s.status === 'archived') throw new DomainError('conflict', 'This course is archived');
  if (s.build === 'building') throw new DomainError('conflict', 'The course is still being built; try again when it is ready');
  return s;
}

export function validateCourseFields(d: { title: string; courseCode: string; semester: string; year: number }): void {
  if (!d.title.trim()) throw new DomainError('invalid', `title: ${COURSE_MESSAGES.titleRequired}`);
  if (!d.courseCode.trim()) throw new DomainError('invalid', `courseCode: ${COURSE_MESSAGES.courseCodeRequired}`);
  if (!COURSE_SEMESTERS.includes(d.semester as CourseSemester)) throw new DomainError('invalid', `semester: must be one of ${COURSE_SEMESTERS.join(', ')}`);
  if (!Number.isInteger(d.year) || d.year < COURSE_LIMITS.minYear || d.year > COURSE_LIMITS.maxYear) {
    throw new DomainError('invalid', `year: must be an integer from ${COURSE_LIMITS.minYear} to ${COURSE_LIMITS.maxYear}`);
  }
}

function cleanModule(m: StoredModule): StoredModule {
  const title = m.title.trim();
  if (!title) throw new DomainError('invalid', 'title: must not be blank');
  const objectives = m.objectives.map((o) => o.trim()).filter(Boolean);
  const ids = m.readings.map((r) => r.paperId);
  if (new Set(ids).size !== ids.length) throw new DomainError('invalid', 'paperIds: a paper is listed twice');
  return { ...m, title, objectives, assignment: m.assignment.trim() };
}

export function decide(command: CourseCommand, state: CourseState): CourseEvent[] {
  switch (command.type) {
    case 'CreateCourse': {
      if (state.status !== 'unknown') throw new DomainError('conflict', 'A course with this id exists already');
      const d = command.data;
      validateCourseFields(d);
      return [{ type: 'CourseCreated', data: { ...d, title: d.title.trim(), courseCode: d.courseCode.trim(), description: blankToNull(d.description) } }];
    }
    case 'RecordBuildProgress': {
      const s = known(state);
      if (s.build !== 'building') return [];
      return [{ type: 'CourseBuildProgressed', data: { courseId: s.courseId, ...command.data } }];
    }
    case 'RecordCourseContent': {
      // A retried job whose first run got through writes nothing twice.
      const s = known(state);
      if (s.build !== 'building') return [];
      return [{ type: 'CourseContentWritten', data: { courseId: s.courseId, ...command.data } }];
    }
    case 'RecordBuildFailure': {
      const s = known(state);
      if (s.build !== 'building') return [];
      return [{ type: 'CourseBuildFailed', data: { courseId: s.courseId, ...command.data } }];
    }
    case 'SaveModule': {
      const { module, byMemberId, at } = command.data;
      const s = managed(state, byMemberId);
      const isNew = !s.modules.some((m) => m.id === module.id);
      if (isNew && s.modules.length >= COURSE_LIMITS.maxModules) throw new DomainError('conflict', `A course has at most ${COURSE_LIMITS.maxModules} modules`);
      return [{ type: 'CourseModuleSaved', data: { courseId: s.courseId, module: cleanModule(module), by: byMemberId, at } }];
    }
    case 'RemoveModule': {
      const { moduleId, byMemberId, at } = command.data;
      const s = managed(state, byMemberId);
      if (!s.modules.some((m) => m.id === moduleId)) throw new DomainError('not-found', 'Module not found');
      return [{ type: 'CourseModuleRemoved', data: { courseId: s.courseId, moduleId, by: byMemberId, at } }];
    }
    case 'PublishCourse': {
      const { byMemberId, at } = command.data;
      const s = managed(state, byMemberId);
      if (s.status === 'published') return [];
      if (s.modules.length === 0) throw new DomainError('conflict', 'A course needs at least one module to be published');
      return [{ type: 'CoursePublished', data: { courseId: s.courseId, by: byMemberId, at } }];
    }
    case 'ArchiveCourse': {
      const { byMemberId, at } = command.data;
      const s = known(state);
      if (s.instructorMemberId !== byMemberId) throw new DomainError('forbidden', 'Only the course instructor manages this course');
      if (s.status === 'archived') return [];
      return [{ type: 'CourseArchived', data: { courseId: s.courseId, by: byMemberId, at } }];
    }
    case 'Enrol': {
      const { memberId, at } = command.data;
      const s = known(state);
      if (s.status !== 'published') throw new DomainError('conflict', 'Only published courses take enrolments');
      if (s.instructorMemberId === memberId) throw new DomainError('conflict', 'The instructor does not enrol in their own course');
      if (s.students[memberId]) throw new DomainError('conflict', 'You are already enrolled in this course');
      return [{ type: 'StudentEnrolled', data: { courseId: s.courseId, memberId, at } }];
    }
    case 'CompleteModule': {
      const { memberId, moduleId, at } = command.data;
      const s = known(state);
      const done = s.students[memberId];
      if (!done) throw new DomainError('forbidden', 'Enrol in the course to complete its modules');
      if (s.status !== 'published') throw new DomainError('conflict', 'This course is archived');
      if (!s.modules.some((m) => m.id === moduleId)) throw new DomainError('not-found', 'Module not found');
      if (done.includes(moduleId)) return [];
      return [{ type: 'CourseModuleCompleted', data: { courseId: s.courseId, memberId, moduleId, at } }];
    }
  }
}

export const courseAggregate: Aggregate<CourseEvent, CourseState, CourseCommand> = {
  streamId: courseStreamId,
  initial: initialCourseState,
  evolve,
  decide,
};
