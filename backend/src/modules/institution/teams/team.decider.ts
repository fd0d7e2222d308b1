/** What each command on a research team decides (pure). Spec inst §5: maxMembers 1–200, 50 when empty or 0. */
import { INSTITUTION_MESSAGES, TEAM_LIMITS, type TeamRole } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type TeamEvent, type TeamState, evolve, initialTeamState, teamStreamId } from './team.js';

export type CreateTeam = {
  type: 'CreateTeam';
  data: {
    teamId: string;
    institutionId: string;
    name: string;
    description: string | null;
    department: string | null;
    isPublic: boolean;
    /** As sent; absent or 0 means the default. */
    maxMembers: number | undefined;
    createdBy: string;
    at: string;
  };
};
/** `byInstitutionAdmin`: the caller administers the institution (may manage every team). */
export type AddTeamMember = {
  type: 'AddTeamMember';
  data: { memberId: string; role: TeamRole; byMemberId: string; byInstitutionAdmin: boolean; at: string };
};
export type TeamCommand = CreateTeam | AddTeamMember;

/** maxMembers as stored: 50 when absent or 0, else 1–200. */
export function teamMaxMembers(value: number | undefined): number {
  if (value === undefined || value === 0) return TEAM_LIMITS.defaultMaxMembers;
  if (!Number.isInteger(value) || value < TEAM_LIMITS.minMembers || value > TEAM_LIMITS.maxMembers) {
    throw new DomainError('invalid', `maxMembers: must be an integer from ${TEAM_LIMITS.minMembers} to ${TEAM_LIMITS.maxMembers}`);
  }
  return value;
}

const blankToNull = (s: string | null) => (s?.trim() ? s.trim() : null);

export function decide(command: TeamCommand, state: TeamState): TeamEvent[] {
  switch (command.type) {
    case 'CreateTeam': {
      if (state.status !== 'unknown') throw new DomainError('conflict', 'A team with this id exists already');
      const d = command.data;
      const name = d.name.trim();
      if (!name) throw new DomainError('invalid', 'name: must not be blank');
      return [
        {
          type: 'TeamCreated',
          data: { ...d, name, description: blankToNull(d.description), department: blankToNull(d.department), maxMembers: teamMaxMembers(d.maxMembers) },
        },
      ];
    }
    case 'AddTeamMember': {
      if (state.status !== 'active') throw new DomainError('not-found', INSTITUTION_MESSAGES.teamNotFound);
      const { memberId, role, byMemberId, byInstitutionAdmin, at } = command.data;
      if (!byInstitutionAdmin && state.members[byMemberId] !== 'admin') {
        throw new DomainError('forbidden', 'Only team administrators and institution administrators can add team members');
      }
      if (state.members[memberId]) throw new DomainError('conflict', 'This member is already in the team');
      if (Object.keys(state.members).length >= state.maxMembers) {
        throw new DomainError('conflict', `The team is full: its limit is ${state.maxMembers} members`);
      }
      return [{ type: 'TeamMemberAdded', data: { teamId: state.teamId, institutionId: state.institutionId, memberId, role, addedBy: byMemberId, at } }];
    }
  }
}

export const teamAggregate: Aggregate<TeamEvent, TeamState, TeamCommand> = {
  streamId: teamStreamId,
  initial: initialTeamState,
  evolve,
  decide,
};
