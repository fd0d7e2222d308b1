/**
 * The `course-building` queue (docs/ARCHITECTURE.md §7): one job per course (its id is the
 * course's), so a double submit or a restart finds the one job. It is not retried by Bull: the
 * worker records a failure on the course itself, which stays a draft saying why.
 */
import { Inject, Injectable } from '@nestjs/common';
import { type EnqueueResult, Queues, jobIdOf } from '../../../../platform/queue/queues.js';

export const COURSE_BUILDING_QUEUE = 'course-building';

export interface CourseBuildJobData {
  courseId: string;
  userId: string | null;
}

@Injectable()
export class CourseBuildJobs {
  constructor(@Inject(Queues) private readonly queues: Queues) {}

  enqueue(data: CourseBuildJobData): Promise<EnqueueResult<CourseBuildJobData>> {
    return this.queues.enqueue<CourseBuildJobData>(COURSE_BUILDING_QUEUE, jobIdOf('course', data.courseId), data, {
      attempts: 1,
      removeOnComplete: { age: 3600, count: 200 },
    });
  }
}
