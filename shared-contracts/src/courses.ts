/**
 * Learning management's contract (spec inst §2 "Learning management", §3 course, §5 validation, §7
 * /api/courses, /api/courses/create-ai): courses of the caller's institution built by AI from catalog
 * papers, edited by their instructor, published, enrolled in and completed by students.
 */

export const COURSE_SEMESTERS = ['Fall', 'Spring', 'Summer'] as const;
export type CourseSemester = (typeof COURSE_SEMESTERS)[number];

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Spec inst §5, §10: year 2020 to 2030 inclusive; up to 20 chosen papers; text limits of our own. */
export const COURSE_LIMITS = {
  minYear: 2020,
  maxYear: 2030,
  maxResearchPapers: 20,
  titleMaxLength: 200,
  codeMaxLength: 40,
  textMaxLength: 4_000,
  maxObjectives: 10,
  maxReadings: 20,
  maxModules: 24,
} as const;

/** The spec's validation messages (inst §5) and the page's toasts (inst §8). */
export const COURSE_MESSAGES = {
  titleRequired: 'Title is required',
  courseCodeRequired: 'Course code is required',
  courseNotFound: 'Course not found',
  created: 'Course Created Successfully',
  createdDetail: 'AI-generated course content is ready for review.',
  createFailed: 'Course Creation Failed',
  createFailedDetail: 'Please try again with different parameters.',
  noDescription: 'No description available',
  empty: 'No courses yet',
  facultyOnly: 'Only faculty and institution administrators create courses',
} as const;

/** How the AI build of a course stands: `none` for a course not built by AI. */
export type CourseBuildStatus = 'building' | 'ready' | 'failed' | 'none';

export interface CourseBuild {
  status: CourseBuildStatus;
  /** 0–100 while building. */
  progress: number;
  /** What the build is doing, or why it failed. */
  message: string | null;
  /** Who wrote the modules (provider and model), once written. */
  provider: string | null;
  model: string | null;
}

/** GET /api/courses items (spec inst §3 "Course"), with what the caller may do and their progress. */
export interface Course {
  id: string;
  title: string;
  description: string | null;
  courseCode: string;
  semester: CourseSemester;
  year: number;
  status: CourseStatus;
  aiGenerated: boolean;
  enrollmentCount: number;
  instructor: { name: string; memberId: string };
  institutionId: string;
  moduleCount: number;
  build: CourseBuild;
  /** The caller is its instructor (or an institution administrator): edits, publishes, archives. */
  canManage: boolean;
  /** The caller is enrolled; the modules they completed. */
  enrolled: boolean;
  myCompletedModules: number;
  createdAt: string;
}

/** A paper of a module's reading list; `selected` when the instructor chose it, else found by semantic search. */
export interface CourseReading {
  paperId: string;
  title: string;
  authors: string[];
  publishedDate: string;
  selected: boolean;
}

export interface CourseModule {
  id: string;
  /** 1-based position: the week it is taught. */
  week: number;
  title: string;
  objectives: string[];
  readings: CourseReading[];
  assignment: string;
  /** The AI that wrote it (null: written by the instructor); `edited` once the instructor changed it. */
  writtenBy: { provider: string; model: string } | null;
  edited: boolean;
}

/** GET /api/courses/:courseId: the course with its modules and the caller's completed modules. */
export interface CourseDetail extends Course {
  modules: CourseModule[];
  myCompletedModuleIds: string[];
}

/** GET /api/courses/summary: the four cards, over the courses the caller sees. */
export interface CourseSummary {
  totalCourses: number;
  /** Distinct members enrolled in any of them. */
  totalStudents: number;
  aiGenerated: number;
  /** Modules completed by enrolled students ÷ (enrolments × modules), 0–100 with one decimal; null with no enrolment in a course with modules. */
  completionRate: number | null;
  completedModules: number;
  possibleModules: number;
}

/** GET /api/courses/elsewhere: courses the admin console's course-scraping crawler found at other universities. */
export interface ExternalCourse {
  university: string;
  domain: string;
  title: string;
  code: string | null;
  description: string | null;
  url: string;
  discoveredAt: string;
}

/** POST /api/courses/create-ai (spec inst §3): institutionId is the caller's institution (optional; another's is 404). */
export interface CreateAiCourseRequest {
  title: string;
  description?: string;
  courseCode: string;
  semester?: CourseSemester;
  year: number;
  institutionId?: string;
  researchPapers?: string[];
}

/** PUT /api/courses/:courseId/modules/:moduleId: the whole module (a new id adds one at the end). */
export interface SaveCourseModuleRequest {
  title: string;
  objectives: string[];
  assignment: string;
  /** The reading list in order (catalog paper ids). */
  paperIds: string[];
}

export const COURSE_API = {
  courses: '/api/courses',
  summary: '/api/courses/summary',
  elsewhere: '/api/courses/elsewhere',
  createAi: '/api/courses/create-ai',
  course: (id: string) => `/api/courses/${encodeURIComponent(id)}`,
  module: (id: string, moduleId: string) => `/api/courses/${encodeURIComponent(id)}/modules/${encodeURIComponent(moduleId)}`,
  completeModule: (id: string, moduleId: string) => `/api/courses/${encodeURIComponent(id)}/modules/${encodeURIComponent(moduleId)}/complete`,
  publish: (id: string) => `/api/courses/${encodeURIComponent(id)}/publish`,
  archive: (id: string) => `/api/courses/${encodeURIComponent(id)}/archive`,
  enrol: (id: string) => `/api/courses/${encodeURIComponent(id)}/enrol`,
} as const;

/** Spec inst §9: the course list polls every 60 s (and every 3 s while one of them builds). */
export const COURSES_POLL_MS = 60_000;
export const COURSE_BUILD_POLL_MS = 3_000;
