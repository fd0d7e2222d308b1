/**
 * Team chat calls both the institution portal (the chat panel) and discovery ("Share to team" on a
 * paper) make: the caller's own teams, a team's channels, and posting a message (spec inst §7).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Channel,
  COLLABORATION_API,
  type MyTeam,
  type PostMessageRequest,
  TEAM_LIBRARY_API,
  type TeamLibraryPaper,
  type TeamLibraryRequest,
  type TeamMessage,
} from '@scholarlens/contracts';
import { api, errorStatus } from './api-client';

/** GET /api/teams: the signed-in user's research teams; none when they belong to no institution (404). */
export async function fetchMyTeams(): Promise<MyTeam[]> {
  try {
    return await api.get<MyTeam[]>(COLLABORATION_API.myTeams);
  } catch (error) {
    if (errorStatus(error) === 404) return [];
    throw error;
  }
}

export const myTeamsQueryOptions = (enabled: boolean) => queryOptions({ queryKey: [COLLABORATION_API.myTeams], queryFn: fetchMyTeams, enabled });
export const useMyTeams = (enabled: boolean) => useQuery(myTeamsQueryOptions(enabled));

export const channelsQueryOptions = (teamId: string | null) =>
  queryOptions({
    queryKey: [COLLABORATION_API.myTeams, teamId, 'channels'],
    queryFn: () => api.get<Channel[]>(COLLABORATION_API.channels(teamId!)),
    enabled: teamId !== null,
  });
export const useChannels = (teamId: string | null) => useQuery(channelsQueryOptions(teamId));

/** The key of a channel's message pages (the panel's infinite query). */
export const messagesQueryKey = (teamId: string, channelId: string) => [COLLABORATION_API.myTeams, teamId, 'channels', channelId, 'messages'] as const;

/** POST …/messages; the channel's open panes show it (the live stream, or the refetch this starts). */
export function usePostMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, channelId, body }: { teamId: string; channelId: string; body: PostMessageRequest }) =>
      api.post<TeamMessage>(COLLABORATION_API.messages(teamId, channelId), body),
    onSuccess: (_message, { teamId, channelId }) => client.invalidateQueries({ queryKey: messagesQueryKey(teamId, channelId), refetchType: 'none' }),
  });
}

/** A team's shared library (issue #38): the portal's teams tab and team page read it; discovery's paper page and the chat add to it. */
export const teamLibraryQueryOptions = (teamId: string | null) =>
  queryOptions({
    queryKey: [COLLABORATION_API.myTeams, teamId, 'library'],
    queryFn: () => api.get<TeamLibraryPaper[]>(TEAM_LIBRARY_API.library(teamId!)),
    enabled: teamId !== null,
  });
export const useTeamLibrary = (teamId: string | null) => useQuery(teamLibraryQueryOptions(teamId));

/** POST /api/teams/:teamId/library (403 below the Team plan with the server's reason, 409 when already there). */
export function useAddToTeamLibrary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: string; body: TeamLibraryRequest }) => api.post<TeamLibraryPaper>(TEAM_LIBRARY_API.library(teamId), body),
    onSuccess: (_paper, { teamId }) => client.invalidateQueries({ queryKey: teamLibraryQueryOptions(teamId).queryKey }),
  });
}
