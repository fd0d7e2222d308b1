import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ExternalCourse } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/**
 * The courses the course-scraping crawler found (`scraped_courses`, kept by the scraping-stats
 * projection), newest first, with their university's name: the learning management page lists
 * them as courses at other universities.
 */
export class ScrapedCoursesQuery extends Query<ExternalCourse[]> {
  constructor(readonly limit = 50) {
    super();
  }
}

@QueryHandler(ScrapedCoursesQuery)
export class ScrapedCoursesHandler implements IQueryHandler<ScrapedCoursesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ limit }: ScrapedCoursesQuery): Promise<ExternalCourse[]> {
    const { rows } = await this.pool.query<{ name: string | null; domain: string; title: string; code: string | null; description: string | null; url: string; discovered_at: Date }>(
      `select u.name, s.domain, s.title, s.code, s.description, s.url, s.discovered_at
       from scraped_courses s left join scraping_universities u on u.run_id = s.run_id and u.domain = s.domain
       order by s.discovered_at desc, s.domain, s.course_key limit $1`,
      [limit],
    );
    return rows.map((r) => ({
      university: r.name ?? r.domain,
      domain: r.domain,
      title: r.title,
      code: r.code,
      description: r.description,
      url: r.url,
      discoveredAt: r.discovered_at.toISOString(),
    }));
  }
}
