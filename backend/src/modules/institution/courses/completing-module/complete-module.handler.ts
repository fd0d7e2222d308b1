import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import { CourseCommands } from '../course-commands.js';
import { CompleteModuleCommand } from './complete-module.command.js';

@CommandHandler(CompleteModuleCommand)
export class CompleteModuleHandler implements ICommandHandler<CompleteModuleCommand> {
  constructor(@Inject(CourseCommands) private readonly courses: CourseCommands) {}

  execute({ by, courseId, moduleId }: CompleteModuleCommand): Promise<CourseDetail> {
    return this.courses.run(by, courseId, { type: 'CompleteModule', data: { memberId: by.memberId, moduleId, at: new Date().toISOString() } });
  }
}
