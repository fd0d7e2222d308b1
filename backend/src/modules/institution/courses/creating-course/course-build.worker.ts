/**
 * Runs a `course-building` job: the instructor's papers, then related catalog papers found by the
 * product's hybrid (semantic + lexical) search for the course's title and description, outlined into
 * weekly modules by the configured AI provider. Each step is an event on the course, so the page
 * shows it; any failure is recorded on the course (a draft saying why) and charges nothing.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';
import type Bull from 'bull';
import { AI_PROVIDER, type AiProvider } from '../../../../platform/ai/llm/ai-provider.port.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import { type CourseCreated, type StoredModule, courseStreamId } from '../course.js';
import { PapersByIdsQuery, SearchPapersQuery } from '../ports.js';
import { RecordBuildCommand } from '../recording-build/record-build.command.js';
import type { CourseBuildJobData } from './course-build.jobs.js';

/** A course reads at most this many papers; related ones fill up to it, at least RELATED_MIN of them. */
export const COURSE_PAPERS_MAX = 10;
const RELATED_MIN = 2;

const toAiPaper = (p: Paper) => ({ id: p.id, title: p.title, abstract: p.abstract, authors: p.authors, categories: p.categories, publishedDate: p.publishedDate });

@Injectable()
export class CourseBuildWorker {
  private readonly logger = new Logger('CourseBuildWorker');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
  ) {}

  async run(job: Bull.Job<CourseBuildJobData>, signal: AbortSignal): Promise<void> {
    const { courseId, userId } = job.data;
    const record = (command: RecordBuildCommand['command']) => this.commandBus.execute(new RecordBuildCommand(courseId, command, userId));
    const step = async (progress: number, message: string) => {
      if (signal.aborted) throw new JobInterrupted(`course build ${courseId}`);
      await job.progress(progress);
      await record({ type: 'RecordBuildProgress', data: { progress, message, at: new Date().toISOString() } });
    };
    try {
      const created = (await this.store.readStream(courseStreamId(courseId))).find((e) => e.type === 'CourseCreated');
      if (!created) throw new Error('the course does not exist');
      const course = created.data as unknown as CourseCreated['data'];

      await step(10, `Reading the ${course.researchPapers.length} selected papers`);
      const selected = await this.queryBus.execute(new PapersByIdsQuery(course.researchPapers));

      await step(30, 'Finding related papers by semantic search');
      const related = await this.relatedPapers(course, selected, Math.max(RELATED_MIN, COURSE_PAPERS_MAX - selected.length));
      const papers = [...selected, ...related];
      if (papers.length === 0) throw new Error('no paper was selected and the search found none related to the title');

      await step(60, `Writing ${papers.length} papers into weekly modules with ${this.ai.provider} (${this.ai.modelFor('course')})`);
      const draft = await this.ai.outlineCourse({ title: course.title, description: course.description, papers: papers.map(toAiPaper) });
      const byId = new Map(papers.map((p) => [p.id, p]));
      const modules: StoredModule[] = draft.modules.map((m) => ({
        id: randomUUID(),
        title: m.title,
        objectives: m.objectives,
        assignment: m.assignment,
        readings: m.paperIds.flatMap((id) => {
          const p = byId.get(id);
          return p ? [{ paperId: p.id, title: p.title, authors: p.authors, publishedDate: p.publishedDate, selected: course.researchPapers.includes(p.id) }] : [];
        }),
        writtenBy: { provider: draft.provider, model: draft.model },
        edited: false,
      }));
      await record({ type: 'RecordCourseContent', data: { modules, provider: draft.provider, model: draft.model, relatedFound: related.length, at: new Date().toISOString() } });
    } catch (err) {
      if (err instanceof JobInterrupted) throw err;
      const reason = `The course content could not be written: ${(err as Error).message}. The draft is kept and nothing was charged.`;
      this.logger.warn(`Course ${courseId}: ${reason}`);
      await record({ type: 'RecordBuildFailure', data: { reason, at: new Date().toISOString() } });
    }
  }

  /**
   * Papers near the chosen ones: the search for each chosen paper's title, taken in turns (the
   * first hit of each, then the second…), so each chosen paper brings its neighbours; with none
   * chosen, the search for the course's title and description.
   */
  private async relatedPapers(course: CourseCreated['data'], selected: Paper[], wanted: number): Promise<Paper[]> {
    const queries = selected.length ? selected.map((p) => p.title) : [`${course.title} ${course.description ?? ''}`];
    const lists = await Promise.all(
      queries.map(async (q) => (await this.queryBus.execute(new SearchPapersQuery(q.trim().slice(0, 300), wanted + selected.length, 'hybrid'))).papers),
    );
    const taken = new Set(course.researchPapers);
    const related: Paper[] = [];
    for (let rank = 0; related.length < wanted && lists.some((l) => rank < l.length); rank++) {
      for (const list of lists) {
        const p = list[rank];
        if (p && !taken.has(p.id) && related.length < wanted) {
          taken.add(p.id);
          related.push(p);
        }
      }
    }
    return related;
  }
}
