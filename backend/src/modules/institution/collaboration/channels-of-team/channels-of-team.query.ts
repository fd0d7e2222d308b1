import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Channel } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

interface ChannelRow {
  id: string;
  name: string;
  description: string | null;
  is_private: boolean;
  created_at: Date;
}

const toChannel = (r: ChannelRow): Channel => ({ id: r.id, name: r.name, description: r.description, isPrivate: r.is_private, createdAt: r.created_at.toISOString() });

/** Public channels, and private ones the member is in: nothing else of a private channel leaves the server. */
const VISIBLE = `(not c.is_private or exists (select 1 from team_channel_members m where m.channel_id = c.id and m.member_id = $2))`;

/** GET /api/teams/:teamId/channels: the channels a member sees, oldest first (so `general` leads). */
export class ChannelsOfTeamQuery extends Query<Channel[]> {
  constructor(
    readonly teamId: string,
    readonly memberId: string,
  ) {
    super();
  }
}

@QueryHandler(ChannelsOfTeamQuery)
export class ChannelsOfTeamHandler implements IQueryHandler<ChannelsOfTeamQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ teamId, memberId }: ChannelsOfTeamQuery): Promise<Channel[]> {
    const { rows } = await this.pool.query<ChannelRow>(`select c.* from team_channels c where c.team_id = $1 and ${VISIBLE} order by c.created_at, c.id`, [
      teamId,
      memberId,
    ]);
    return rows.map(toChannel);
  }
}

/** One channel of a team as a member sees it; null when unknown, of another team, or private without them. */
export class ChannelQuery extends Query<Channel | null> {
  constructor(
    readonly teamId: string,
    readonly channelId: string,
    readonly memberId: string,
  ) {
    super();
  }
}

@QueryHandler(ChannelQuery)
export class ChannelHandler implements IQueryHandler<ChannelQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ teamId, channelId, memberId }: ChannelQuery): Promise<Channel | null> {
    const { rows } = await this.pool.query<ChannelRow>(`select c.* from team_channels c where c.team_id = $1 and c.id = $3 and ${VISIBLE}`, [teamId, memberId, channelId]);
    return rows[0] ? toChannel(rows[0]) : null;
  }
}

/** Every channel name of a team, private ones included (names are unique within the team). */
export class ChannelNamesQuery extends Query<string[]> {
  constructor(readonly teamId: string) {
    super();
  }
}

@QueryHandler(ChannelNamesQuery)
export class ChannelNamesHandler implements IQueryHandler<ChannelNamesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ teamId }: ChannelNamesQuery): Promise<string[]> {
    const { rows } = await this.pool.query<{ name: string }>('select name from team_channels where team_id = $1', [teamId]);
    return rows.map((r) => r.name);
  }
}
