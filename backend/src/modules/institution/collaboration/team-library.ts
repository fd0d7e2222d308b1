/**
 * A research team's shared library (stream `team-library-<teamId>`): the papers its members added,
 * who added each (member and account), with a note, from a paper page or a chat share.
 */

export type TeamLibraryPaperAdded = {
  type: 'TeamLibraryPaperAdded';
  data: {
    teamId: string;
    institutionId: string;
    paperId: string;
    title: string;
    note: string | null;
    source: 'paper' | 'chat';
    messageId: string | null;
    memberId: string;
    userId: string;
    at: string;
  };
};
export type TeamLibraryEvent = TeamLibraryPaperAdded;
export const TEAM_LIBRARY_EVENT_TYPES = ['TeamLibraryPaperAdded'] as const;

export interface TeamLibraryState {
  papers: ReadonlySet<string>;
}

export const initialTeamLibraryState: TeamLibraryState = { papers: new Set() };

export function evolve(state: TeamLibraryState, event: TeamLibraryEvent): TeamLibraryState {
  return { papers: new Set([...state.papers, event.data.paperId]) };
}

export const teamLibraryStreamId = (teamId: string) => `team-library-${teamId}`;
