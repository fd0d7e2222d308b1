import { Command } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** The instructor publishes a course with modules whose build is over; students may then enrol. */
export class PublishCourseCommand extends Command<CourseDetail> {
  constructor(
    readonly by: Membership,
    readonly courseId: string,
  ) {
    super();
  }
}
