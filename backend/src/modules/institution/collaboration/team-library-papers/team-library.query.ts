import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { TeamLibraryPaper } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/** A team's library, newest first; who added each paper is named from the accounts read model. */
export class TeamLibraryQuery extends Query<TeamLibraryPaper[]> {
  constructor(readonly teamId: string) {
    super();
  }
}

@QueryHandler(TeamLibraryQuery)
export class TeamLibraryHandler implements IQueryHandler<TeamLibraryQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ teamId }: TeamLibraryQuery): Promise<TeamLibraryPaper[]> {
    const { rows } = await this.pool.query<{
      paper_id: string;
      title: string;
      note: string | null;
      source: 'paper' | 'chat';
      member_id: string;
      name: string | null;
      avatar: string | null;
      added_at: Date;
    }>(
      `select l.paper_id, l.title, l.note, l.source, l.member_id, u.name, u.avatar, l.added_at
         from team_library_papers l left join users u on u.id = l.user_id
        where l.team_id = $1 order by l.added_at desc, l.paper_id`,
      [teamId],
    );
    return rows.map((r) => ({
      paperId: r.paper_id,
      title: r.title,
      note: r.note,
      source: r.source,
      addedBy: { memberId: r.member_id, name: r.name ?? '—', avatar: r.avatar },
      addedAt: r.added_at.toISOString(),
    }));
  }
}
