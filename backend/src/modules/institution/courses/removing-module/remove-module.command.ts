import { Command } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** The instructor removes a module (and the completions of it). */
export class RemoveModuleCommand extends Command<CourseDetail> {
  constructor(
    readonly by: Membership,
    readonly courseId: string,
    readonly moduleId: string,
  ) {
    super();
  }
}
