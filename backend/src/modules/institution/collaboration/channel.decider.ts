/**
 * What each command on a channel decides (pure). Spec inst §5: a blank channel name is refused, a
 * message must be non-blank after trimming; the rules: names unique within a team (the
 * handler passes the names taken, read under the team's lock), guests read and post but do not
 * create channels, a private channel is invisible (not found) to everyone but its members.
 */
import { COLLABORATION_LIMITS, COLLABORATION_MESSAGES, type MessageMetadata, type MessageType, type TeamRole } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { trimmedText } from '../../../platform/domain/trimmed-text.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type ChannelEvent, type ChannelState, channelStreamId, evolve, initialChannelState } from './channel.js';

export type CreateChannel = {
  type: 'CreateChannel';
  data: {
    channelId: string;
    teamId: string;
    institutionId: string;
    name: string;
    description: string | null;
    isPrivate: boolean;
    byMemberId: string;
    byTeamRole: TeamRole;
    /** The team's channel names, as the channels read model holds them. */
    takenNames: readonly string[];
    at: string;
  };
};
/** `memberTeamRole`: the added member's role in the channel's team (null: not in the team). */
export type AddChannelMember = {
  type: 'AddChannelMember';
  data: { teamId: string; memberId: string; memberTeamRole: TeamRole | null; byMemberId: string; byTeamRole: TeamRole; at: string };
};
/** `teamRole`: the author's role in the channel's team (null: not in the team). */
export type PostMessage = {
  type: 'PostMessage';
  data: {
    /** The team the caller addressed: a channel of another team is not found. */
    teamId: string;
    messageId: string;
    memberId: string;
    userId: string | null;
    teamRole: TeamRole | null;
    /** As typed, checked here. */
    content: string;
    /** The checked content as the event keeps it: itself, or sealed under the institution's key (platform/sealing). */
    stored: string;
    messageType: MessageType;
    metadata: MessageMetadata | null;
    at: string;
  };
};
export type ChannelCommand = CreateChannel | AddChannelMember | PostMessage;

/** Channel names compare without case or outer spaces ("General" is "general"). */
export const channelNameKey = (name: string) => name.trim().toLowerCase();

/** Whether a member sees the channel: every team member sees a public one, only its members a private one. */
export function canSee(state: ChannelState, memberId: string): boolean {
  return state.status === 'active' && (!state.isPrivate || state.members.includes(memberId));
}

/** A message's content as stored: trimmed; blank or too long is a 400 naming the field. */
export const messageContent = (content: string): string => trimmedText('content', content, COLLABORATION_LIMITS.messageMaxLength);

const notFound = () => new DomainError('not-found', COLLABORATION_MESSAGES.channelNotFound);

export function decide(command: ChannelCommand, state: ChannelState): ChannelEvent[] {
  switch (command.type) {
    case 'CreateChannel': {
      if (state.status !== 'unknown') throw new DomainError('conflict', 'A channel with this id exists already');
      const d = command.data;
      if (d.byTeamRole === 'guest') throw new DomainError('forbidden', COLLABORATION_MESSAGES.guestsCannotCreate);
      const name = d.name.trim();
      if (!name) throw new DomainError('invalid', 'name: must not be blank');
      if (name.length > COLLABORATION_LIMITS.channelNameMaxLength) {
        throw new DomainError('invalid', `name: must be at most ${COLLABORATION_LIMITS.channelNameMaxLength} characters`);
      }
      if (d.takenNames.some((taken) => channelNameKey(taken) === channelNameKey(name))) throw new DomainError('conflict', COLLABORATION_MESSAGES.channelNameTaken);
      const description = d.description?.trim() ? d.description.trim() : null;
      return [
        {
          type: 'ChannelCreated',
          data: { channelId: d.channelId, teamId: d.teamId, institutionId: d.institutionId, name, description, isPrivate: d.isPrivate, createdBy: d.byMemberId, at: d.at },
        },
      ];
    }
    case 'AddChannelMember': {
      const d = command.data;
      if (state.status !== 'active' || state.teamId !== d.teamId || !canSee(state, d.byMemberId)) throw notFound();
      if (d.byTeamRole !== 'admin') throw new DomainError('forbidden', COLLABORATION_MESSAGES.teamAdminsOnly);
      if (!state.isPrivate) throw new DomainError('conflict', 'Every team member is in a public channel already');
      if (d.memberTeamRole === null) throw new DomainError('invalid', 'memberId: must be a member of the team');
      if (state.members.includes(d.memberId)) throw new DomainError('conflict', 'This member is in the channel already');
      return [{ type: 'ChannelMemberAdded', data: { channelId: state.channelId, teamId: state.teamId, memberId: d.memberId, addedBy: d.byMemberId, at: d.at } }];
    }
    case 'PostMessage': {
      const d = command.data;
      if (state.status !== 'active' || state.teamId !== d.teamId) throw notFound();
      if (d.teamRole === null) throw new DomainError('forbidden', COLLABORATION_MESSAGES.teamMembersOnly);
      if (!canSee(state, d.memberId)) throw notFound();
      messageContent(d.content);
      if (d.messageType === 'paper_share' && !d.metadata) throw new DomainError('invalid', 'metadata: a paper share names its paper (metadata.paperId)');
      return [
        {
          type: 'MessagePosted',
          data: {
            messageId: d.messageId,
            channelId: state.channelId,
            teamId: state.teamId,
            institutionId: state.institutionId,
            memberId: d.memberId,
            userId: d.userId,
            content: d.stored,
            messageType: d.messageType,
            metadata: d.messageType === 'paper_share' ? d.metadata : null,
            at: d.at,
          },
        },
      ];
    }
  }
}

export const channelAggregate: Aggregate<ChannelEvent, ChannelState, ChannelCommand> = {
  streamId: channelStreamId,
  initial: initialChannelState,
  evolve,
  decide,
};
