import { Command } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** The instructor archives a course: it takes no more enrolments or completions. */
export class ArchiveCourseCommand extends Command<CourseDetail> {
  constructor(
    readonly by: Membership,
    readonly courseId: string,
  ) {
    super();
  }
}
