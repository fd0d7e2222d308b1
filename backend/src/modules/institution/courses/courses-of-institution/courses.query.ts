import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Course, CourseBuildStatus, CourseDetail, CourseSemester, CourseStatus, CourseSummary } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import type { StoredModule } from '../course.js';
import type { Membership } from '../ports.js';

interface CourseRow {
  id: string;
  institution_id: string;
  title: string;
  description: string | null;
  course_code: string;
  semester: CourseSemester;
  year: number;
  status: CourseStatus;
  ai_generated: boolean;
  instructor_member_id: string;
  instructor_name: string;
  modules: StoredModule[];
  build_status: CourseBuildStatus;
  build_progress: number;
  build_message: string | null;
  build_provider: string | null;
  build_model: string | null;
  created_at: Date;
  enrollment_count: string;
  enrolled: boolean;
  my_completed: string[];
}

/**
 * The courses a member sees (drafts only to their instructor; an archived course to its instructor
 * and its students), with the member's own enrolment and completed modules. $1 institution, $2 member.
 */
const VISIBLE = `c.institution_id = $1 and (c.instructor_member_id = $2 or c.status = 'published'
  or (c.status = 'archived' and exists (select 1 from course_enrolments e where e.course_id = c.id and e.member_id = $2)))`;

const COURSE_SELECT = `select c.*,
  (select count(*) from course_enrolments e where e.course_id = c.id) as enrollment_count,
  exists (select 1 from course_enrolments e where e.course_id = c.id and e.member_id = $2) as enrolled,
  array(select k.module_id from course_module_completions k where k.course_id = c.id and k.member_id = $2 order by k.completed_at, k.module_id) as my_completed
  from courses c where ${VISIBLE}`;

function toCourse(r: CourseRow, viewer: Membership): Course {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    courseCode: r.course_code,
    semester: r.semester,
    year: r.year,
    status: r.status,
    aiGenerated: r.ai_generated,
    enrollmentCount: Number(r.enrollment_count),
    instructor: { name: r.instructor_name, memberId: r.instructor_member_id },
    institutionId: r.institution_id,
    moduleCount: r.modules.length,
    build: { status: r.build_status, progress: r.build_progress, message: r.build_message, provider: r.build_provider, model: r.build_model },
    canManage: r.instructor_member_id === viewer.memberId,
    enrolled: r.enrolled,
    myCompletedModules: r.my_completed.length,
    createdAt: r.created_at.toISOString(),
  };
}

/** GET /api/courses: the courses of the caller's institution the caller sees, newest first. */
export class CoursesQuery extends Query<Course[]> {
  constructor(readonly viewer: Membership) {
    super();
  }
}

@QueryHandler(CoursesQuery)
export class CoursesHandler implements IQueryHandler<CoursesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ viewer }: CoursesQuery): Promise<Course[]> {
    const { rows } = await this.pool.query<CourseRow>(`${COURSE_SELECT} order by c.created_at desc, c.id`, [viewer.institutionId, viewer.memberId]);
    return rows.map((r) => toCourse(r, viewer));
  }
}

/** One course the caller sees, with its modules; null when it is not one (another institution's, or someone else's draft). */
export class CourseQuery extends Query<CourseDetail | null> {
  constructor(
    readonly viewer: Membership,
    readonly courseId: string,
  ) {
    super();
  }
}

@QueryHandler(CourseQuery)
export class CourseHandler implements IQueryHandler<CourseQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ viewer, courseId }: CourseQuery): Promise<CourseDetail | null> {
    const { rows } = await this.pool.query<CourseRow>(`${COURSE_SELECT} and c.id = $3`, [viewer.institutionId, viewer.memberId, courseId]);
    const r = rows[0];
    if (!r) return null;
    return {
      ...toCourse(r, viewer),
      modules: r.modules.map((m, i) => ({ ...m, week: i + 1 })),
      myCompletedModuleIds: r.my_completed,
    };
  }
}

/** GET /api/courses/summary: the four cards over the courses the caller sees. */
export class CourseSummaryQuery extends Query<CourseSummary> {
  constructor(readonly viewer: Membership) {
    super();
  }
}

@QueryHandler(CourseSummaryQuery)
export class CourseSummaryHandler implements IQueryHandler<CourseSummaryQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ viewer }: CourseSummaryQuery): Promise<CourseSummary> {
    const { rows } = await this.pool.query<{ total: string; ai: string; students: string; completed: string; possible: string }>(
      `with visible as (select c.id, c.ai_generated, jsonb_array_length(c.modules) as modules from courses c where ${VISIBLE})
       select (select count(*) from visible) as total,
              (select count(*) from visible where ai_generated) as ai,
              (select count(distinct e.member_id) from course_enrolments e join visible v on v.id = e.course_id) as students,
              (select count(*) from course_module_completions k join visible v on v.id = k.course_id) as completed,
              (select coalesce(sum(v.modules), 0) from course_enrolments e join visible v on v.id = e.course_id) as possible`,
      [viewer.institutionId, viewer.memberId],
    );
    const r = rows[0];
    const [completed, possible] = [Number(r.completed), Number(r.possible)];
    return {
      totalCourses: Number(r.total),
      totalStudents: Number(r.students),
      aiGenerated: Number(r.ai),
      completionRate: possible > 0 ? Math.round((completed / possible) * 1000) / 10 : null,
      completedModules: completed,
      possibleModules: possible,
    };
  }
}

/** Courses whose AI build has not ended (resumed at start). */
export class BuildingCoursesQuery extends Query<string[]> {}

@QueryHandler(BuildingCoursesQuery)
export class BuildingCoursesHandler implements IQueryHandler<BuildingCoursesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(`select id from courses where build_status = 'building'`);
    return rows.map((r) => r.id);
  }
}
