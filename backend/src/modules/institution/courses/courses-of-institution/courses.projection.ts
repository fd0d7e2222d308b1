import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { COURSE_EVENT_TYPES, type CourseEvent, type StoredModule } from '../course.js';

/** The build message a course shows from its creation until the job's first step. */
export const BUILD_QUEUED = 'Queued: the course content will be written shortly';

/** `courses`, `course_enrolments` and `course_module_completions` (spec inst §2 Learning management). */
@Injectable()
export class CoursesProjection implements Projection {
  static readonly NAME = 'courses';
  readonly name = CoursesProjection.NAME;
  readonly eventTypes = COURSE_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const e = { type: event.type, data: event.data } as unknown as CourseEvent;
    switch (e.type) {
      case 'CourseCreated': {
        const d = e.data;
        await tx.query(
          `insert into courses (id, institution_id, title, description, course_code, semester, year, status, ai_generated,
             instructor_member_id, instructor_name, build_status, build_message, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'draft', $8, $9, $10, $11, $12, $13, $13) on conflict (id) do nothing`,
          [d.courseId, d.institutionId, d.title, d.description, d.courseCode, d.semester, d.year, d.aiGenerated, d.instructor.memberId, d.instructor.name,
           d.aiGenerated ? 'building' : 'none', d.aiGenerated ? BUILD_QUEUED : null, d.at],
        );
        return;
      }
      case 'CourseBuildProgressed':
        await tx.query('update courses set build_progress = $2, build_message = $3, updated_at = $4 where id = $1', [e.data.courseId, e.data.progress, e.data.message, e.data.at]);
        return;
      case 'CourseContentWritten':
        await tx.query(
          `update courses set modules = $2, build_status = 'ready', build_progress = 100, build_message = null, build_provider = $3, build_model = $4, updated_at = $5 where id = $1`,
          [e.data.courseId, JSON.stringify(e.data.modules), e.data.provider, e.data.model, e.data.at],
        );
        return;
      case 'CourseBuildFailed':
        await tx.query(`update courses set build_status = 'failed', build_message = $2, updated_at = $3 where id = $1`, [e.data.courseId, e.data.reason, e.data.at]);
        return;
      case 'CourseModuleSaved':
      case 'CourseModuleRemoved': {
        const { rows } = await tx.query<{ modules: StoredModule[] }>('select modules from courses where id = $1 for update', [e.data.courseId]);
        if (!rows[0]) return;
        let modules = rows[0].modules;
        if (e.type === 'CourseModuleSaved') {
          const m = e.data.module;
          modules = modules.some((x) => x.id === m.id) ? modules.map((x) => (x.id === m.id ? m : x)) : [...modules, m];
        } else {
          modules = modules.filter((x) => x.id !== e.data.moduleId);
          await tx.query('delete from course_module_completions where course_id = $1 and module_id = $2', [e.data.courseId, e.data.moduleId]);
        }
        await tx.query('update courses set modules = $2, updated_at = $3 where id = $1', [e.data.courseId, JSON.stringify(modules), e.data.at]);
        return;
      }
      case 'CoursePublished':
      case 'CourseArchived':
        await tx.query('update courses set status = $2, updated_at = $3 where id = $1', [e.data.courseId, e.type === 'CoursePublished' ? 'published' : 'archived', e.data.at]);
        return;
      case 'StudentEnrolled':
        await tx.query('insert into course_enrolments (course_id, member_id, enrolled_at) values ($1, $2, $3) on conflict do nothing', [e.data.courseId, e.data.memberId, e.data.at]);
        return;
      case 'CourseModuleCompleted':
        await tx.query('insert into course_module_completions (course_id, member_id, module_id, completed_at) values ($1, $2, $3, $4) on conflict do nothing', [
          e.data.courseId,
          e.data.memberId,
          e.data.moduleId,
          e.data.at,
        ]);
        return;
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate courses, course_enrolments, course_module_completions');
  }
}
