import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { COURSE_MESSAGES, type CourseDetail } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { type CourseCommand, courseAggregate } from './course.decider.js';
import { CoursesProjection } from './courses-of-institution/courses.projection.js';
import { CourseQuery } from './courses-of-institution/courses.query.js';
import { type Membership, isUuid } from './ports.js';

/**
 * What every command on an existing course does around its decider: the course must be one the
 * caller sees (another institution's, or another instructor's draft, is 404), then decide and
 * append, wait for the read model, and answer the course as the caller now sees it.
 */
@Injectable()
export class CourseCommands {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** The course as the caller sees it, or 404. */
  async visible(by: Membership, courseId: string): Promise<CourseDetail> {
    const course = isUuid(courseId) ? await this.queryBus.execute(new CourseQuery(by, courseId)) : null;
    if (!course) throw new DomainError('not-found', COURSE_MESSAGES.courseNotFound);
    return course;
  }

  async run(by: Membership, courseId: string, command: CourseCommand): Promise<CourseDetail> {
    await this.visible(by, courseId);
    const { position } = await handleCommand(this.store, courseAggregate, courseId, command, { userId: by.userId ?? undefined });
    if (position) await this.readYourWrites.waitFor([CoursesProjection.NAME], position);
    return this.visible(by, courseId);
  }
}
