import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/** How many team-chat messages (text and paper shares) the institution's members posted since a moment: the command center's collaborationsToday. */
export class MessagesPostedSinceQuery extends Query<number> {
  constructor(
    readonly institutionId: string,
    readonly since: Date,
  ) {
    super();
  }
}

@QueryHandler(MessagesPostedSinceQuery)
export class MessagesPostedSinceHandler implements IQueryHandler<MessagesPostedSinceQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, since }: MessagesPostedSinceQuery): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `select count(*) as n from channel_messages cm join team_channels tc on tc.id = cm.channel_id
        where tc.institution_id = $1 and cm.created_at >= $2`,
      [institutionId, since],
    );
    return Number(rows[0].n);
  }
}
