/**
 * The course aggregate (stream `course-<uuid>`, spec inst §2 "Learning management", §3 course): a
 * course of one institution, its instructor, its weekly modules (objectives, reading list of catalog
 * papers, assignment), the AI build that wrote them, its status, its enrolments and each student's
 * completed modules.
 */
import type { CourseReading, CourseSemester, CourseStatus } from '@scholarlens/contracts';

export interface CourseInstructor {
  memberId: string;
  userId: string | null;
  name: string;
}

/** A module as events carry it: the whole module, so a projection or a fold never merges parts. */
export interface StoredModule {
  id: string;
  title: string;
  objectives: string[];
  readings: CourseReading[];
  assignment: string;
  writtenBy: { provider: string; model: string } | null;
  edited: boolean;
}

/** `aiGenerated` courses start building at once (the create-ai job). */
export type CourseCreated = {
  type: 'CourseCreated';
  data: {
    courseId: string;
    institutionId: string;
    title: string;
    description: string | null;
    courseCode: string;
    semester: CourseSemester;
    year: number;
    aiGenerated: boolean;
    instructor: CourseInstructor;
    researchPapers: string[];
    at: string;
  };
};
export type CourseBuildProgressed = { type: 'CourseBuildProgressed'; data: { courseId: string; progress: number; message: string; at: string } };
/** The AI wrote the modules: provider and model are those of every module. */
export type CourseContentWritten = {
  type: 'CourseContentWritten';
  data: { courseId: string; modules: StoredModule[]; provider: string; model: string; relatedFound: number; at: string };
};
/** The build failed: the course stays a draft without modules, and the reason is shown. */
export type CourseBuildFailed = { type: 'CourseBuildFailed'; data: { courseId: string; reason: string; at: string } };
/** The instructor saved a module (its whole content; a new id is added at the end). */
export type CourseModuleSaved = { type: 'CourseModuleSaved'; data: { courseId: string; module: StoredModule; by: string; at: string } };
export type CourseModuleRemoved = { type: 'CourseModuleRemoved'; data: { courseId: string; moduleId: string; by: string; at: string } };
export type CoursePublished = { type: 'CoursePublished'; data: { courseId: string; by: string; at: string } };
export type CourseArchived = { type: 'CourseArchived'; data: { courseId: string; by: string; at: string } };
export type StudentEnrolled = { type: 'StudentEnrolled'; data: { courseId: string; memberId: string; at: string } };
export type CourseModuleCompleted = { type: 'CourseModuleCompleted'; data: { courseId: string; memberId: string; moduleId: string; at: string } };

export type CourseEvent =
  | CourseCreated
  | CourseBuildProgressed
  | CourseContentWritten
  | CourseBuildFailed
  | CourseModuleSaved
  | CourseModuleRemoved
  | CoursePublished
  | CourseArchived
  | StudentEnrolled
  | CourseModuleCompleted;

export const COURSE_EVENT_TYPES = [
  'CourseCreated',
  'CourseBuildProgressed',
  'CourseContentWritten',
  'CourseBuildFailed',
  'CourseModuleSaved',
  'CourseModuleRemoved',
  'CoursePublished',
  'CourseArchived',
  'StudentEnrolled',
  'CourseModuleCompleted',
] as const;

export type CourseBuildState = 'building' | 'ready' | 'failed' | 'none';

export type CourseState =
  | { status: 'unknown' }
  | {
      status: CourseStatus;
      courseId: string;
      institutionId: string;
      instructorMemberId: string;
      build: CourseBuildState;
      modules: StoredModule[];
      /** Enrolled member → the modules they completed. */
      students: Record<string, string[]>;
    };

export const initialCourseState: CourseState = { status: 'unknown' };

export function evolve(state: CourseState, event: CourseEvent): CourseState {
  if (event.type === 'CourseCreated') {
    const d = event.data;
    return {
      status: 'draft',
      courseId: d.courseId,
      institutionId: d.institutionId,
      instructorMemberId: d.instructor.memberId,
      build: d.aiGenerated ? 'building' : 'none',
      modules: [],
      students: {},
    };
  }
  if (state.status === 'unknown') return state;
  switch (event.type) {
    case 'CourseBuildProgressed':
      return state;
    case 'CourseContentWritten':
      return { ...state, build: 'ready', modules: event.data.modules };
    case 'CourseBuildFailed':
      return { ...state, build: 'failed' };
    case 'CourseModuleSaved': {
      const m = event.data.module;
      const exists = state.modules.some((x) => x.id === m.id);
      return { ...state, modules: exists ? state.modules.map((x) => (x.id === m.id ? m : x)) : [...state.modules, m] };
    }
    case 'CourseModuleRemoved': {
      const { moduleId } = event.data;
      const students = Object.fromEntries(Object.entries(state.students).map(([k, done]) => [k, done.filter((id) => id !== moduleId)]));
      return { ...state, modules: state.modules.filter((x) => x.id !== moduleId), students };
    }
    case 'CoursePublished':
      return { ...state, status: 'published' };
    case 'CourseArchived':
      return { ...state, status: 'archived' };
    case 'StudentEnrolled':
      return { ...state, students: { ...state.students, [event.data.memberId]: [] } };
    case 'CourseModuleCompleted': {
      const { memberId, moduleId } = event.data;
      return { ...state, students: { ...state.students, [memberId]: [...(state.students[memberId] ?? []), moduleId] } };
    }
  }
}

export function courseStreamId(courseId: string): string {
  return `course-${courseId}`;
}
