import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import type { ChannelCreated, ChannelMemberAdded } from '../channel.js';

/** `team_channels` and `team_channel_members`: a team's channels (spec inst §3 Channel) and who is in each private one. */
@Injectable()
export class ChannelsOfTeamProjection implements Projection {
  static readonly NAME = 'team-channels';
  readonly name = ChannelsOfTeamProjection.NAME;
  readonly eventTypes = ['ChannelCreated', 'ChannelMemberAdded'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    if (event.type === 'ChannelCreated') {
      const d = event.data as unknown as ChannelCreated['data'];
      await tx.query(
        `insert into team_channels (id, team_id, institution_id, name, description, is_private, created_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
        [d.channelId, d.teamId, d.institutionId, d.name, d.description, d.isPrivate, d.createdBy, d.at],
      );
      if (d.isPrivate) {
        await tx.query('insert into team_channel_members (channel_id, member_id, added_at) values ($1, $2, $3) on conflict do nothing', [d.channelId, d.createdBy, d.at]);
      }
    } else if (event.type === 'ChannelMemberAdded') {
      const d = event.data as unknown as ChannelMemberAdded['data'];
      await tx.query('insert into team_channel_members (channel_id, member_id, added_at) values ($1, $2, $3) on conflict do nothing', [d.channelId, d.memberId, d.at]);
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate team_channels, team_channel_members');
  }
}
