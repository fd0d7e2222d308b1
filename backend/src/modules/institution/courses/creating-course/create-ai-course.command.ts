import { Command } from '@nestjs/cqrs';
import type { CourseDetail, CreateAiCourseRequest } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** A faculty member or administrator creates a draft course and queues its AI build; answers the draft at once. */
export class CreateAiCourseCommand extends Command<CourseDetail> {
  constructor(
    readonly by: Membership,
    readonly instructorName: string,
    readonly request: CreateAiCourseRequest,
  ) {
    super();
  }
}
