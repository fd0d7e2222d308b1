import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { CourseDetail } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { CourseCommands } from '../course-commands.js';
import { PapersByIdsQuery } from '../ports.js';
import { SaveModuleCommand } from './save-module.command.js';

/** Module ids: the job's UUIDs, or what the page makes for a new module (letters, digits, dashes). */
const MODULE_ID = /^[A-Za-z0-9-]{1,64}$/;

@CommandHandler(SaveModuleCommand)
export class SaveModuleHandler implements ICommandHandler<SaveModuleCommand> {
  constructor(
    @Inject(CourseCommands) private readonly courses: CourseCommands,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ by, courseId, moduleId, request }: SaveModuleCommand): Promise<CourseDetail> {
    const course = await this.courses.visible(by, courseId);
    if (!MODULE_ID.test(moduleId)) throw new DomainError('invalid', 'moduleId: letters, digits and dashes, at most 64');
    const papers = await this.queryBus.execute(new PapersByIdsQuery(request.paperIds));
    const missing = request.paperIds.filter((id) => !papers.some((p) => p.id === id));
    if (missing.length) throw new DomainError('invalid', `paperIds: no catalog paper has the id ${missing.join(', ')}`);
    const before = course.modules.find((m) => m.id === moduleId);
    // A paper already on the list keeps how it got there (chosen or found by search); an added one is the instructor's choice.
    const wasSelected = new Map(before?.readings.map((r) => [r.paperId, r.selected]));
    return this.courses.run(by, courseId, {
      type: 'SaveModule',
      data: {
        byMemberId: by.memberId,
        at: new Date().toISOString(),
        module: {
          id: moduleId,
          title: request.title,
          objectives: request.objectives,
          assignment: request.assignment,
          readings: papers.map((p) => ({ paperId: p.id, title: p.title, authors: p.authors, publishedDate: p.publishedDate, selected: wasSelected.get(p.id) ?? true })),
          writtenBy: before?.writtenBy ?? null,
          edited: Boolean(before),
        },
      },
    });
  }
}
