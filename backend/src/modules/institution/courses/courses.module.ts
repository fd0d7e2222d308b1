/** Learning management (docs/ARCHITECTURE.md §15): courses built by AI from catalog papers, edited, published, enrolled in and completed. */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { ArchiveCourseHandler } from './archiving-course/archive-course.handler.js';
import { CompleteModuleHandler } from './completing-module/complete-module.handler.js';
import { CourseCommands } from './course-commands.js';
import { CoursesController } from './courses.controller.js';
import { CoursesProjection } from './courses-of-institution/courses.projection.js';
import { BuildingCoursesHandler, BuildingCoursesQuery, CourseHandler, CourseSummaryHandler, CoursesHandler } from './courses-of-institution/courses.query.js';
import { COURSE_BUILDING_QUEUE, type CourseBuildJobData, CourseBuildJobs } from './creating-course/course-build.jobs.js';
import { CourseBuildWorker } from './creating-course/course-build.worker.js';
import { CreateAiCourseHandler } from './creating-course/create-ai-course.handler.js';
import { SaveModuleHandler } from './editing-module/save-module.handler.js';
import { EnrolHandler } from './enrolling-student/enrol.handler.js';
import { InstitutionsModule } from './ports.js';
import { PublishCourseHandler } from './publishing-course/publish-course.handler.js';
import { RecordBuildHandler } from './recording-build/record-build.handler.js';
import { RemoveModuleHandler } from './removing-module/remove-module.handler.js';

@Module({
  imports: [InstitutionsModule, QueueModule],
  controllers: [CoursesController],
  providers: [
    CourseCommands,
    CourseBuildJobs,
    CourseBuildWorker,
    CreateAiCourseHandler,
    RecordBuildHandler,
    SaveModuleHandler,
    RemoveModuleHandler,
    PublishCourseHandler,
    ArchiveCourseHandler,
    EnrolHandler,
    CompleteModuleHandler,
    CoursesProjection,
    CoursesHandler,
    CourseHandler,
    CourseSummaryHandler,
    BuildingCoursesHandler,
  ],
})
export class CoursesModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(CoursesProjection) private readonly projection: CoursesProjection,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(CourseBuildWorker) private readonly worker: CourseBuildWorker,
    @Inject(CourseBuildJobs) private readonly jobs: CourseBuildJobs,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.projection);
    this.queues.process<CourseBuildJobData, void>(COURSE_BUILDING_QUEUE, (job, signal) => this.worker.run(job, signal), 2);
  }

  /** A build a shutdown interrupted is queued again (its job id is the course's, so a running one is found, not doubled). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.queues.workersEnabled) return;
    for (const courseId of await this.queryBus.execute(new BuildingCoursesQuery())) await this.jobs.enqueue({ courseId, userId: null });
  }
}
