import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import { CourseCommands } from '../course-commands.js';
import { RemoveModuleCommand } from './remove-module.command.js';

@CommandHandler(RemoveModuleCommand)
export class RemoveModuleHandler implements ICommandHandler<RemoveModuleCommand> {
  constructor(@Inject(CourseCommands) private readonly courses: CourseCommands) {}

  execute({ by, courseId, moduleId }: RemoveModuleCommand): Promise<CourseDetail> {
    return this.courses.run(by, courseId, { type: 'RemoveModule', data: { moduleId, byMemberId: by.memberId, at: new Date().toISOString() } });
  }
}
