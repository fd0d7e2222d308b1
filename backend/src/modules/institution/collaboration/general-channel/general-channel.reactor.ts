/**
 * Every team gets a `general` channel (issue #30): a process manager registered as a projection of
 * the teams context's TeamCreated. The channel's id derives from the team's, so handling the same
 * TeamCreated again (a rebuild, a retried batch) finds the channel there and changes nothing.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { GENERAL_CHANNEL } from '@scholarlens/contracts';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore, type RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { channelAggregate } from '../channel.decider.js';
import type { TeamCreated } from '../ports.js';

/** The general channel's id: a name-based UUID (version 5 layout) of the team's id. */
export function generalChannelId(teamId: string): string {
  const h = createHash('sha1').update(`scholarlens:general-channel:${teamId}`).digest('hex');
  const variant = ((Number.parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

@Injectable()
export class GeneralChannelOnTeamCreated implements Projection {
  static readonly NAME = 'collaboration-general-channels';
  readonly name = GeneralChannelOnTeamCreated.NAME;
  readonly eventTypes = ['TeamCreated'];

  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async apply(event: RecordedEvent): Promise<void> {
    const team = event.data as unknown as TeamCreated['data'];
    const channelId = generalChannelId(team.teamId);
    if ((await loadAggregate(this.store, channelAggregate, channelId)).state.status !== 'unknown') return;
    await handleCommand(
      this.store,
      channelAggregate,
      channelId,
      {
        type: 'CreateChannel',
        data: {
          channelId,
          teamId: team.teamId,
          institutionId: team.institutionId,
          name: GENERAL_CHANNEL.name,
          description: GENERAL_CHANNEL.description,
          isPrivate: false,
          byMemberId: team.createdBy,
          byTeamRole: 'admin',
          takenNames: [],
          at: team.at,
        },
      },
      { causationId: event.id },
    );
  }

  async reset(): Promise<void> {}
}
