import { Command } from '@nestjs/cqrs';
import type { RecordBuildFailure, RecordBuildProgress, RecordCourseContent } from '../course.decider.js';

/** The build job records a step, the written modules or its failure on the course's stream. */
export class RecordBuildCommand extends Command<void> {
  constructor(
    readonly courseId: string,
    readonly command: RecordBuildProgress | RecordCourseContent | RecordBuildFailure,
    readonly userId: string | null,
  ) {
    super();
  }
}
