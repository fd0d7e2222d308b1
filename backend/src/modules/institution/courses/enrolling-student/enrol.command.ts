import { Command } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** A member of the institution enrols in a published course. */
export class EnrolCommand extends Command<CourseDetail> {
  constructor(
    readonly by: Membership,
    readonly courseId: string,
  ) {
    super();
  }
}
