import { useEffect } from 'react';
import { type InfiniteData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, channelsQueryOptions, messagesQueryKey } from '@scholarlens/common';
import {
  CHAT_STREAM_EVENT,
  COLLABORATION_API,
  type Channel,
  type CollaborationMember,
  type CreateChannelRequest,
  NEXT_CURSOR_HEADER,
  type TeamMessage,
} from '@scholarlens/contracts';

export const membersQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: [COLLABORATION_API.myTeams, teamId, 'members'], queryFn: () => api.get<CollaborationMember[]>(COLLABORATION_API.members(teamId)) });
export const useTeamMembers = (teamId: string) => useQuery(membersQueryOptions(teamId));

/** POST /api/teams/{teamId}/channels {name, description, isPrivate}; the channel list refreshes. */
export function useCreateChannel(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChannelRequest) => api.post<Channel>(COLLABORATION_API.channels(teamId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: channelsQueryOptions(teamId).queryKey }),
  });
}

interface MessagePage {
  messages: TeamMessage[];
  nextCursor: string | null;
}
type Pages = InfiniteData<MessagePage, string | null>;

/** A channel's messages, newest page first; older pages through the X-Next-Cursor of the one before. */
export function useChannelMessages(teamId: string, channelId: string) {
  return useInfiniteQuery({
    queryKey: messagesQueryKey(teamId, channelId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<MessagePage> => {
      const path = COLLABORATION_API.messages(teamId, channelId) + (pageParam ? `?before=${encodeURIComponent(pageParam)}` : '');
      const answer = await api.getWithHeaders<TeamMessage[]>(path);
      return { messages: answer.data, nextCursor: answer.headers.get(NEXT_CURSOR_HEADER) };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Adds messages to the newest page unless a page holds them already (the stream and a post's answer may both bring one). */
export function addMessages(client: ReturnType<typeof useQueryClient>, teamId: string, channelId: string, incoming: TeamMessage[]): void {
  client.setQueryData<Pages>(messagesQueryKey(teamId, channelId), (data) => {
    if (!data) return data;
    const known = new Set(data.pages.flatMap((p) => p.messages.map((m) => m.id)));
    const fresh = incoming.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return data;
    const [first, ...rest] = data.pages;
    const merged = [...fresh, ...first.messages].sort((a, b) => b.seq - a.seq);
    return { ...data, pages: [{ ...first, messages: merged }, ...rest] };
  });
}

/**
 * The channel's live stream (Server-Sent Events) while the pane shows it: opened after the newest
 * message loaded (`?after=`), so nothing between the page and the stream is lost; EventSource
 * reconnects by itself with Last-Event-ID, so nothing is missed or shown twice.
 */
export function useLiveMessages(teamId: string, channelId: string, after: number | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (after === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${COLLABORATION_API.stream(teamId, channelId)}?after=${after}`);
    const onMessage = (e: MessageEvent<string>) => addMessages(client, teamId, channelId, [JSON.parse(e.data) as TeamMessage]);
    source.addEventListener(CHAT_STREAM_EVENT, onMessage);
    return () => {
      source.removeEventListener(CHAT_STREAM_EVENT, onMessage);
      source.close();
    };
  }, [client, teamId, channelId, after]);
}

/** POST …/channels/{channelId}/members {memberId}: a team administrator adds a team member to a private channel. */
export const useAddChannelMember = (teamId: string, channelId: string) =>
  useMutation({ mutationFn: (memberId: string) => api.post(COLLABORATION_API.channelMembers(teamId, channelId), { memberId }) });
