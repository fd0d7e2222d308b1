import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import {
  COURSE_API,
  COURSE_BUILD_POLL_MS,
  COURSES_POLL_MS,
  type Course,
  type CourseDetail,
  type CourseSummary,
  type CreateAiCourseRequest,
  type ExternalCourse,
  PAPER_API,
  type Paper,
  type SaveCourseModuleRequest,
} from '@scholarlens/contracts';

/** Every course query starts with this key: one invalidation refreshes the list, the cards and a course. */
const ROOT = [COURSE_API.courses] as const;

const building = (courses: Course[] | undefined) => (courses ?? []).some((c) => c.build.status === 'building');

/** GET /api/courses every 60 s (spec inst §9), every 3 s while a course builds (its progress). */
export const useCourses = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...ROOT, 'list'],
      queryFn: () => api.get<Course[]>(COURSE_API.courses),
      enabled,
      refetchInterval: (q) => (building(q.state.data) ? COURSE_BUILD_POLL_MS : COURSES_POLL_MS),
    }),
  );

/** GET /api/courses/summary: the four cards; refreshed with the list. */
export const useCourseSummary = (enabled: boolean, fast: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...ROOT, 'summary'],
      queryFn: () => api.get<CourseSummary>(COURSE_API.summary),
      enabled,
      refetchInterval: fast ? COURSE_BUILD_POLL_MS : COURSES_POLL_MS,
    }),
  );

/** GET /api/courses/elsewhere: the crawler's courses at other universities. */
export const useCoursesElsewhere = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: [...ROOT, 'elsewhere'], queryFn: () => api.get<ExternalCourse[]>(COURSE_API.elsewhere), enabled, refetchInterval: COURSES_POLL_MS }));

/** GET /api/courses/:id, every 3 s while it builds. */
export const useCourse = (id: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...ROOT, 'course', id],
      queryFn: () => api.get<CourseDetail>(COURSE_API.course(id)),
      enabled,
      refetchInterval: (q) => (q.state.data?.build.status === 'building' ? COURSE_BUILD_POLL_MS : false),
    }),
  );

/** A change whose answer is the course: it refreshes the list, the cards and the course. */
function useCourseChange<TInput>(call: (input: TInput) => Promise<CourseDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (course) => {
      client.setQueryData([...ROOT, 'course', course.id], course);
      return client.invalidateQueries({ queryKey: [...ROOT] });
    },
  });
}

export const useCreateAiCourse = () => useCourseChange((body: CreateAiCourseRequest) => api.post<CourseDetail>(COURSE_API.createAi, body));
export const useSaveModule = (courseId: string) =>
  useCourseChange(({ moduleId, body }: { moduleId: string; body: SaveCourseModuleRequest }) => api.put<CourseDetail>(COURSE_API.module(courseId, moduleId), body));
export const useRemoveModule = (courseId: string) => useCourseChange((moduleId: string) => api.delete<CourseDetail>(COURSE_API.module(courseId, moduleId)));
export const useCourseAction = (courseId: string) =>
  useCourseChange((action: 'publish' | 'archive' | 'enrol') => api.post<CourseDetail>(COURSE_API[action](courseId)));
export const useCompleteModule = (courseId: string) => useCourseChange((moduleId: string) => api.post<CourseDetail>(COURSE_API.completeModule(courseId, moduleId)));

/** The catalog's search (GET /api/papers/search), for choosing a course's papers. */
export const searchPapers = (q: string) => api.get<Paper[]>(`${PAPER_API.search}?${new URLSearchParams({ q, limit: '8' })}`);
