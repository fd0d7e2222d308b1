import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import { CourseCommands } from '../course-commands.js';
import { PublishCourseCommand } from './publish-course.command.js';

@CommandHandler(PublishCourseCommand)
export class PublishCourseHandler implements ICommandHandler<PublishCourseCommand> {
  constructor(@Inject(CourseCommands) private readonly courses: CourseCommands) {}

  execute({ by, courseId }: PublishCourseCommand): Promise<CourseDetail> {
    return this.courses.run(by, courseId, { type: 'PublishCourse', data: { byMemberId: by.memberId, at: new Date().toISOString() } });
  }
}
