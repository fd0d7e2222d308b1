import { Command } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An enrolled student marks a module done. */
export class CompleteModuleCommand extends Command<CourseDetail> {
  constructor(
    readonly by: Membership,
    readonly courseId: string,
    readonly moduleId: string,
  ) {
    super();
  }
}
