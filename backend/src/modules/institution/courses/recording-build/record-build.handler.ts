import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { courseAggregate } from '../course.decider.js';
import { CoursesProjection } from '../courses-of-institution/courses.projection.js';
import { RecordBuildCommand } from './record-build.command.js';

/** Waits for the courses read model, so the page's next poll shows the step. */
@CommandHandler(RecordBuildCommand)
export class RecordBuildHandler implements ICommandHandler<RecordBuildCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ courseId, command, userId }: RecordBuildCommand): Promise<void> {
    const { position } = await handleCommand(this.store, courseAggregate, courseId, command, { userId: userId ?? undefined });
    if (position) await this.readYourWrites.waitFor([CoursesProjection.NAME], position);
  }
}
