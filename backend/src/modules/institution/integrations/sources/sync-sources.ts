/**
 * The institution's data an integration moves: papers its teams share (chat shares and team
 * library additions, from this context's `integration_shared_papers`), its published courses with
 * their modules and reading lists (the courses context's query, as a viewer who sees what every
 * member sees), and the catalog's details of those papers.
 */
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CourseDetail, Paper } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { CourseQuery, CoursesQuery, type Membership, PapersByIdsQuery } from '../ports.js';

export interface SourcePaper {
  paper: Paper;
  /** Where the institution has it: "team chat share", "team library", "course <code>". */
  via: string[];
}

/** A viewer of no team and no draft: sees the institution's published courses only. */
const everyMember = (institutionId: string): Membership => ({
  memberId: '00000000-0000-0000-0000-000000000000',
  institutionId,
  email: '',
  role: 'member',
  status: 'active',
  userId: null,
});

@Injectable()
export class SyncSources {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async publishedCourses(institutionId: string): Promise<CourseDetail[]> {
    const viewer = everyMember(institutionId);
    const courses = (await this.queryBus.execute(new CoursesQuery(viewer))).filter((c) => c.status === 'published');
    const details = await Promise.all(courses.map((c) => this.queryBus.execute(new CourseQuery(viewer, c.id))));
    return details.filter((c): c is CourseDetail => c !== null);
  }

  /** Shared papers (team chat and libraries), reading-list papers, or both, with the catalog's details. */
  async papers(institutionId: string, which: { shares: boolean; readingLists: boolean }): Promise<SourcePaper[]> {
    const via = new Map<string, Set<string>>();
    const add = (paperId: string, where: string) => via.set(paperId, (via.get(paperId) ?? new Set()).add(where));
    if (which.shares) {
      const { rows } = await this.pool.query<{ paper_id: string; source: string }>(
        'select distinct paper_id, source from integration_shared_papers where institution_id = $1',
        [institutionId],
      );
      for (const r of rows) add(r.paper_id, r.source === 'chat' ? 'team chat share' : 'team library');
    }
    if (which.readingLists) {
      for (const c of await this.publishedCourses(institutionId)) for (const m of c.modules) for (const r of m.readings) add(r.paperId, `course ${c.courseCode}`);
    }
    if (via.size === 0) return [];
    const papers = await this.queryBus.execute(new PapersByIdsQuery([...via.keys()]));
    return papers.map((paper) => ({ paper, via: [...(via.get(paper.id) ?? [])].sort() }));
  }
}
