/**
 * Chat on the institution story's team (institutions/testing/institution-story.ts), as real events
 * appended straight to a store (projection specs): the team's `general` channel, a private channel of
 * Marie's with Ada added, a public one nobody joined, and on day 2 two messages by Marie in
 * `general` (a text and a paper share).
 */
import type { EventStore, Position } from '../../../../platform/event-store/event-store.port.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { STORY } from '../../institutions/testing/institution-story.js';
import { type ChannelEvent, channelStreamId } from '../channel.js';

export const CHAT_STORY = {
  general: 'd0000000-0000-4000-8000-000000000001',
  secret: 'd0000000-0000-4000-8000-000000000002',
  papers: 'd0000000-0000-4000-8000-000000000003',
  text: 'e0000000-0000-4000-8000-000000000001',
  share: 'e0000000-0000-4000-8000-000000000002',
} as const;

export async function appendChannelStory(store: EventStore): Promise<Position> {
  const { institutionId, teamId, marie, ada, day1, day2 } = STORY;
  const created = (channelId: string, name: string, isPrivate: boolean): ChannelEvent => ({
    type: 'ChannelCreated',
    data: { channelId, teamId, institutionId, name, description: null, isPrivate, createdBy: marie, at: `${day1}T11:00:00.000Z` },
  });
  const posted = (messageId: string, content: string, at: string, metadata: { paperId: string; paperTitle: string } | null): ChannelEvent => ({
    type: 'MessagePosted',
    data: {
      messageId,
      channelId: CHAT_STORY.general,
      teamId,
      institutionId,
      memberId: marie,
      userId: 'u-marie',
      content,
      messageType: metadata ? 'paper_share' : 'text',
      metadata,
      at,
    },
  });
  const append = (channelId: string, events: ChannelEvent[]) => store.append(channelStreamId(channelId), events.map((e) => newEvent(e)), 'any');
  await append(CHAT_STORY.secret, [
    created(CHAT_STORY.secret, 'secret', true),
    { type: 'ChannelMemberAdded', data: { channelId: CHAT_STORY.secret, teamId, memberId: ada, addedBy: marie, at: `${day1}T11:30:00.000Z` } },
  ]);
  await append(CHAT_STORY.papers, [created(CHAT_STORY.papers, 'papers', false)]);
  const last = await append(CHAT_STORY.general, [
    created(CHAT_STORY.general, 'general', false),
    posted(CHAT_STORY.text, 'Hello team', `${day2}T10:00:00.000Z`, null),
    posted(CHAT_STORY.share, 'Worth a read', `${day2}T10:01:00.000Z`, { paperId: '2606.00001', paperTitle: 'A paper' }),
  ]);
  return last.position;
}
