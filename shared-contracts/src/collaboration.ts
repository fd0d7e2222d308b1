/**
 * Team collaboration chat (spec inst §2 "Team collaboration chat", §3 Channel / Team member / Message,
 * §7 `/api/teams/{teamId}/…`, §8 toasts, §9 the 600 px pane): channels of a research team, their
 * messages and paper shares, delivered live over Server-Sent Events.
 */
import type { TeamRole } from './institution.js';
import type { ContentProtection } from './security.js';

export const MESSAGE_TYPES = ['text', 'paper_share'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Message content: non-blank after trimming, at most 10,000 characters; a page holds 30 messages unless asked otherwise (at most 100). */
export const COLLABORATION_LIMITS = {
  channelNameMaxLength: 80,
  channelDescriptionMaxLength: 2_000,
  messageMaxLength: 10_000,
  messagePageSize: 30,
  messagePageMax: 100,
  /** The pane's height in px (spec inst §9). */
  paneHeight: 600,
} as const;

/** The channel every team gets when it is created. */
export const GENERAL_CHANNEL = { name: 'general', description: 'Team-wide conversation' } as const;

/** GET /api/teams items: the research teams the caller belongs to, with their role (the chat's team picker). */
export interface MyTeam {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  myRole: TeamRole;
}

/** GET/POST /api/teams/{teamId}/channels (spec inst §3 Channel). */
export interface Channel {
  id: string;
  name: string;
  description: string | null;
  isPrivate: boolean;
  createdAt: string;
}

/** Body of POST /api/teams/{teamId}/channels: a blank name is refused (400), a name taken in the team 409. */
export interface CreateChannelRequest {
  name: string;
  description?: string;
  isPrivate?: boolean;
}

/** Body of POST /api/teams/{teamId}/channels/{channelId}/members: a team administrator adds a team member to a private channel. */
export interface AddChannelMemberRequest {
  memberId: string;
}

/** Who wrote a message or is in a team: a name (the account's, else the e-mail) and an avatar URL. */
export interface ChatUser {
  name: string;
  avatar: string | null;
}

/** GET /api/teams/{teamId}/members items (spec inst §3 Team member): `id` is the institution membership id. */
export interface CollaborationMember {
  id: string;
  role: TeamRole;
  user: ChatUser;
}

/** A paper share's metadata: the catalog's title and the paper's id (the Shared Paper card links to /paper/{paperId}). */
export interface MessageMetadata {
  paperId: string;
  paperTitle: string;
}

/** GET/POST …/messages items and the `message` events of the live stream (spec inst §3 Message). */
export interface TeamMessage {
  id: string;
  /** The message's place in its channel, increasing: the stream's event id and the page cursor. */
  seq: number;
  content: string;
  /** How it is stored; `removed`: the institution destroyed the key, content is empty. */
  protection: ContentProtection;
  messageType: MessageType;
  metadata: MessageMetadata | null;
  createdAt: string;
  /** The author's institution membership id. */
  memberId: string;
  user: ChatUser;
}

/** Body of POST …/messages: `paper_share` needs metadata.paperId (the server fills in the catalog's title). */
export interface PostMessageRequest {
  content: string;
  messageType?: MessageType;
  metadata?: { paperId: string; paperTitle?: string };
}

/** The live stream's event name; each event's id is the message's `seq` (EventSource sends it back as Last-Event-ID). */
export const CHAT_STREAM_EVENT = 'message';

export const COLLABORATION_API = {
  myTeams: '/api/teams',
  channels: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/channels`,
  members: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/members`,
  channelMembers: (teamId: string, channelId: string) => `/api/teams/${encodeURIComponent(teamId)}/channels/${encodeURIComponent(channelId)}/members`,
  /** Newest first; `?before=<cursor>` (the X-Next-Cursor of the previous page) for older ones, `?limit=` 1–100. */
  messages: (teamId: string, channelId: string) => `/api/teams/${encodeURIComponent(teamId)}/channels/${encodeURIComponent(channelId)}/messages`,
  /** text/event-stream of new messages; `?after=<seq>` (or the Last-Event-ID header) resumes after that message. */
  stream: (teamId: string, channelId: string) => `/api/teams/${encodeURIComponent(teamId)}/channels/${encodeURIComponent(channelId)}/stream`,
} as const;

/** Spec inst §2 and §8 strings, verbatim, and the server's refusals. */
export const COLLABORATION_MESSAGES = {
  signIn: 'Sign in to access team collaboration features',
  noMessages: 'No messages yet. Start the conversation!',
  composerPlaceholder: (channel: string) => `Message #${channel}`,
  sharedPaper: 'Shared Paper',
  channelCreated: 'Channel created successfully!',
  channelCreateFailed: 'Failed to create channel',
  messageSendFailed: 'Failed to send message',
  createChannel: 'Create Channel',
  shareToTeam: 'Share to team',
  paperShared: 'Paper shared with your team',
  noTeams: 'You are not in any research team yet',
  /** Server answers. */
  channelNotFound: 'Channel not found',
  teamMembersOnly: "Only the team's members can use its chat",
  guestsCannotCreate: 'Guests cannot create channels',
  channelNameTaken: 'A channel with this name exists in this team already',
  teamAdminsOnly: 'Only team administrators can add members to a channel',
} as const;
