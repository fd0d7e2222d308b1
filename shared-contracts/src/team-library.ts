/** A research team's shared library (issue #38 item 3; Team and Enterprise plans: `teamLibrary`). */

export interface TeamLibraryPaper {
  paperId: string;
  title: string;
  note: string | null;
  /** Where it was added from: a paper's page, or a paper shared in the team's chat. */
  source: 'paper' | 'chat';
  addedBy: { memberId: string; name: string; avatar: string | null };
  /** ISO instant. */
  addedAt: string;
}

/** Body of POST /api/teams/:teamId/library; `messageId`: the chat share it is added from. */
export interface TeamLibraryRequest {
  paperId: string;
  note?: string | null;
  messageId?: string | null;
}

export const TEAM_LIBRARY_LIMITS = { noteMaxLength: 2000, papersPerTeam: 5000 } as const;

export const TEAM_LIBRARY_MESSAGES = {
  addToLibrary: 'Add to team library',
  added: 'Added to team library',
  upgrade: 'The team library is available on Team and Enterprise plans.',
  duplicate: 'This paper is already in the team library',
  notAShare: 'That message is not a share of this paper in this team',
  guests: 'Guests cannot add papers to the team library',
  empty: 'No papers in the team library yet. Add one from a paper page or from a paper shared in the chat.',
} as const;

export const TEAM_LIBRARY_API = {
  library: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/library`,
} as const;
