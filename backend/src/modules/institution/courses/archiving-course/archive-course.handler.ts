import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import { CourseCommands } from '../course-commands.js';
import { ArchiveCourseCommand } from './archive-course.command.js';

@CommandHandler(ArchiveCourseCommand)
export class ArchiveCourseHandler implements ICommandHandler<ArchiveCourseCommand> {
  constructor(@Inject(CourseCommands) private readonly courses: CourseCommands) {}

  execute({ by, courseId }: ArchiveCourseCommand): Promise<CourseDetail> {
    return this.courses.run(by, courseId, { type: 'ArchiveCourse', data: { byMemberId: by.memberId, at: new Date().toISOString() } });
  }
}
