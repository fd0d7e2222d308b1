import { Command } from '@nestjs/cqrs';
import type { CourseDetail, SaveCourseModuleRequest } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** The instructor saves a module whole (title, objectives, assignment, reading list in order); a new id adds one. */
export class SaveModuleCommand extends Command<CourseDetail> {
  constructor(
    readonly by: Membership,
    readonly courseId: string,
    readonly moduleId: string,
    readonly request: SaveCourseModuleRequest,
  ) {
    super();
  }
}
