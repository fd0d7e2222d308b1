import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import { CourseCommands } from '../course-commands.js';
import { EnrolCommand } from './enrol.command.js';

@CommandHandler(EnrolCommand)
export class EnrolHandler implements ICommandHandler<EnrolCommand> {
  constructor(@Inject(CourseCommands) private readonly courses: CourseCommands) {}

  execute({ by, courseId }: EnrolCommand): Promise<CourseDetail> {
    return this.courses.run(by, courseId, { type: 'Enrol', data: { memberId: by.memberId, at: new Date().toISOString() } });
  }
}
