import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { COURSE_MESSAGES, type CourseDetail } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { courseAggregate } from '../course.decider.js';
import { CoursesProjection } from '../courses-of-institution/courses.projection.js';
import { CourseQuery } from '../courses-of-institution/courses.query.js';
import { PapersByIdsQuery } from '../ports.js';
import { CourseBuildJobs } from './course-build.jobs.js';
import { CreateAiCourseCommand } from './create-ai-course.command.js';

/** Roles that teach: faculty and the institution's administrators (issue #33). */
const TEACHING_ROLES = new Set(['faculty', 'admin']);

@CommandHandler(CreateAiCourseCommand)
export class CreateAiCourseHandler implements ICommandHandler<CreateAiCourseCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CourseBuildJobs) private readonly jobs: CourseBuildJobs,
  ) {}

  async execute({ by, instructorName, request }: CreateAiCourseCommand): Promise<CourseDetail> {
    // Another institution's id names nothing the caller can reach (404, as every institutional route).
    if (request.institutionId && request.institutionId !== by.institutionId) throw new DomainError('not-found', 'Institution not found');
    if (!TEACHING_ROLES.has(by.role)) throw new DomainError('forbidden', COURSE_MESSAGES.facultyOnly);
    const researchPapers = [...new Set(request.researchPapers ?? [])];
    const found = await this.queryBus.execute(new PapersByIdsQuery(researchPapers));
    const missing = researchPapers.filter((id) => !found.some((p) => p.id === id));
    if (missing.length) throw new DomainError('invalid', `researchPapers: no catalog paper has the id ${missing.join(', ')}`);

    const courseId = randomUUID();
    const { position } = await handleCommand(
      this.store,
      courseAggregate,
      courseId,
      {
        type: 'CreateCourse',
        data: {
          courseId,
          institutionId: by.institutionId,
          title: request.title,
          description: request.description ?? null,
          courseCode: request.courseCode,
          semester: request.semester ?? 'Fall',
          year: request.year,
          aiGenerated: true,
          instructor: { memberId: by.memberId, userId: by.userId, name: instructorName },
          researchPapers,
          at: new Date().toISOString(),
        },
      },
      { userId: by.userId ?? undefined },
    );
    await this.jobs.enqueue({ courseId, userId: by.userId });
    if (position) await this.readYourWrites.waitFor([CoursesProjection.NAME], position);
    const course = await this.queryBus.execute(new CourseQuery(by, courseId));
    if (!course) throw new Error(`Course ${courseId} was created but its read model is late`);
    return course;
  }
}
