/**
 * The channel aggregate (stream `channel-<uuid>`, docs/ARCHITECTURE.md §15): one chat channel of a
 * research team, its members when private, and every message posted in it (each message is an event
 * on the channel's stream; its stream revision is the message's `seq`).
 */
import type { MessageMetadata, MessageType } from '@scholarlens/contracts';

/** `createdBy`: the creating member (the team's creator for `general`); a private channel's first member. */
export type ChannelCreated = {
  type: 'ChannelCreated';
  data: {
    channelId: string;
    teamId: string;
    institutionId: string;
    name: string;
    description: string | null;
    isPrivate: boolean;
    createdBy: string;
    at: string;
  };
};
export type ChannelMemberAdded = {
  type: 'ChannelMemberAdded';
  data: { channelId: string; teamId: string; memberId: string; addedBy: string; at: string };
};
/** `memberId`: the author's institution membership; `userId`: their account (names and avatars are read from it). */
export type MessagePosted = {
  type: 'MessagePosted';
  data: {
    messageId: string;
    channelId: string;
    teamId: string;
    institutionId: string;
    memberId: string;
    userId: string | null;
    content: string;
    messageType: MessageType;
    metadata: MessageMetadata | null;
    at: string;
  };
};
export type ChannelEvent = ChannelCreated | ChannelMemberAdded | MessagePosted;
export const CHANNEL_EVENT_TYPES = ['ChannelCreated', 'ChannelMemberAdded', 'MessagePosted'] as const;

export type ChannelState =
  | { status: 'unknown' }
  | { status: 'active'; channelId: string; teamId: string; institutionId: string; isPrivate: boolean; members: readonly string[] };

export const initialChannelState: ChannelState = { status: 'unknown' };

export function evolve(state: ChannelState, event: ChannelEvent): ChannelState {
  switch (event.type) {
    case 'ChannelCreated': {
      const { channelId, teamId, institutionId, isPrivate, createdBy } = event.data;
      return { status: 'active', channelId, teamId, institutionId, isPrivate, members: isPrivate ? [createdBy] : [] };
    }
    case 'ChannelMemberAdded':
      return state.status === 'active' ? { ...state, members: [...state.members, event.data.memberId] } : state;
    case 'MessagePosted':
      // Messages change nothing a later decision reads.
      return state;
  }
}

export function channelStreamId(channelId: string): string {
  return `channel-${channelId}`;
}
