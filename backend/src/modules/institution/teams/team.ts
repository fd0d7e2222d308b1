/** The research team aggregate (stream `team-<uuid>`, spec inst §3): a team of one institution's members. */
import type { TeamRole } from '@scholarlens/contracts';

/** The creator joins as the team's `admin` with the team (no separate TeamMemberAdded). */
export type TeamCreated = {
  type: 'TeamCreated';
  data: {
    teamId: string;
    institutionId: string;
    name: string;
    description: string | null;
    department: string | null;
    isPublic: boolean;
    maxMembers: number;
    createdBy: string;
    at: string;
  };
};
/** `addedBy`: the member who added them. */
export type TeamMemberAdded = {
  type: 'TeamMemberAdded';
  data: { teamId: string; institutionId: string; memberId: string; role: TeamRole; addedBy: string; at: string };
};
export type TeamEvent = TeamCreated | TeamMemberAdded;
export const TEAM_EVENT_TYPES = ['TeamCreated', 'TeamMemberAdded'] as const;

export type TeamState =
  | { status: 'unknown' }
  | { status: 'active'; teamId: string; institutionId: string; maxMembers: number; members: Record<string, TeamRole> };

export const initialTeamState: TeamState = { status: 'unknown' };

export function evolve(state: TeamState, event: TeamEvent): TeamState {
  switch (event.type) {
    case 'TeamCreated': {
      const { teamId, institutionId, maxMembers, createdBy } = event.data;
      return { status: 'active', teamId, institutionId, maxMembers, members: { [createdBy]: 'admin' } };
    }
    case 'TeamMemberAdded':
      return state.status === 'active' ? { ...state, members: { ...state.members, [event.data.memberId]: event.data.role } } : state;
  }
}

export function teamStreamId(teamId: string): string {
  return `team-${teamId}`;
}
