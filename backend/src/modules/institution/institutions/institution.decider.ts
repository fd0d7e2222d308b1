/**
 * What each command on an institution decides (pure: no I/O, no clock; the handler passes `at` and
 * the facts it looked up). Spec inst §2–§6; the rules of issue #29 for invitations and seats.
 */
import { INSTITUTION_MESSAGES, type InstitutionRole } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type InstitutionEvent,
  type InstitutionProfile,
  type InstitutionState,
  evolve,
  initialInstitutionState,
  institutionStreamId,
  normalizeEmail,
  seatsTaken,
} from './institution.js';

export type CreateInstitution = {
  type: 'CreateInstitution';
  data: InstitutionProfile & { institutionId: string; adminMemberId: string; adminEmail: string; at: string };
};
export type EditInstitution = { type: 'EditInstitution'; data: { changes: Partial<InstitutionProfile>; at: string } };
/** `byMemberId`: the inviting administrator; `elsewhere`: the e-mail already belongs to another institution. */
export type InviteMember = {
  type: 'InviteMember';
  data: { memberId: string; email: string; role: InstitutionRole; department: string | null; byMemberId: string; elsewhere: boolean; at: string };
};
export type AcceptInvitation = { type: 'AcceptInvitation'; data: { email: string; userId: string; at: string } };
export type RevokeInvitation = { type: 'RevokeInvitation'; data: { memberId: string; byMemberId: string; at: string } };
export type SuspendMember = { type: 'SuspendMember'; data: { memberId: string; byMemberId: string; at: string } };
export type ReactivateMember = { type: 'ReactivateMember'; data: { memberId: string; byMemberId: string; at: string } };
export type InstitutionCommand =
  | CreateInstitution
  | EditInstitution
  | InviteMember
  | AcceptInvitation
  | RevokeInvitation
  | SuspendMember
  | ReactivateMember;

const notFound = () => new DomainError('not-found', INSTITUTION_MESSAGES.institutionNotFound);
const memberNotFound = () => new DomainError('not-found', INSTITUTION_MESSAGES.memberNotFound);
const full = (maxUsers: number) =>
  new DomainError('conflict', `The institution is full: its limit is ${maxUsers} users (active and invited)`);

/** Only an active administrator of this institution manages its members. */
function requireAdmin(state: Extract<InstitutionState, { status: 'active' }>, memberId: string): void {
  const by = state.members[memberId];
  if (by?.role !== 'admin' || by.status !== 'active') throw new DomainError('forbidden', INSTITUTION_MESSAGES.adminsOnly);
}

export function decide(command: InstitutionCommand, state: InstitutionState): InstitutionEvent[] {
  if (command.type === 'CreateInstitution') {
    if (state.status !== 'unknown') throw new DomainError('conflict', 'An institution with this id exists already');
    const { adminMemberId, adminEmail, at, ...profile } = command.data;
    if (profile.maxUsers < 1) throw new DomainError('invalid', 'maxUsers: must be at least 1');
    return [
      { type: 'InstitutionCreated', data: { ...profile, at } },
      {
        type: 'MemberInvited',
        data: { memberId: adminMemberId, email: normalizeEmail(adminEmail), role: 'admin', department: null, invitedBy: null, at },
      },
    ];
  }
  if (state.status !== 'active') throw notFound();
  switch (command.type) {
    case 'EditInstitution': {
      const { changes, at } = command.data;
      if (changes.maxUsers !== undefined && changes.maxUsers < seatsTaken(state)) {
        throw new DomainError('conflict', `maxUsers: must be at least ${seatsTaken(state)}, the users already active or invited`);
      }
      const changed = Object.fromEntries(
        Object.entries(changes).filter(([k, v]) => v !== undefined && state[k as keyof InstitutionProfile] !== v),
      ) as Partial<InstitutionProfile>;
      return Object.keys(changed).length ? [{ type: 'InstitutionEdited', data: { changes: changed, at } }] : [];
    }
    case 'InviteMember': {
      const { memberId, role, department, byMemberId, elsewhere, at } = command.data;
      requireAdmin(state, byMemberId);
      const email = normalizeEmail(command.data.email);
      const existing = Object.values(state.members).find((m) => m.email === email);
      if (existing) {
        throw new DomainError('conflict', existing.status === 'pending' ? `${email} is already invited` : `${email} is already a member`);
      }
      if (elsewhere) throw new DomainError('conflict', `${email} already belongs to another institution`);
      if (seatsTaken(state) >= state.maxUsers) throw full(state.maxUsers);
      return [{ type: 'MemberInvited', data: { memberId, email, role, department, invitedBy: byMemberId, at } }];
    }
    case 'AcceptInvitation': {
      const email = normalizeEmail(command.data.email);
      const entry = Object.entries(state.members).find(([, m]) => m.email === email);
      // Nothing to accept (no invitation, already accepted, or a sign-in older than the invitation,
      // as when a reactor replays old sign-ins): signing in again changes nothing.
      if (entry?.[1].status !== 'pending' || entry[1].invitedAt > command.data.at) return [];
      return [{ type: 'InvitationAccepted', data: { memberId: entry[0], userId: command.data.userId, at: command.data.at } }];
    }
    case 'RevokeInvitation': {
      const { memberId, byMemberId, at } = command.data;
      requireAdmin(state, byMemberId);
      const member = state.members[memberId];
      if (!member) throw memberNotFound();
      if (member.status !== 'pending') throw new DomainError('conflict', `${member.email} has accepted; suspend the member instead`);
      return [{ type: 'InvitationRevoked', data: { memberId, by: byMemberId, at } }];
    }
    case 'SuspendMember': {
      const { memberId, byMemberId, at } = command.data;
      requireAdmin(state, byMemberId);
      const member = state.members[memberId];
      if (!member) throw memberNotFound();
      if (memberId === byMemberId) throw new DomainError('refused', 'Administrators cannot suspend themselves');
      if (member.status === 'suspended') return [];
      if (member.status !== 'active') throw new DomainError('conflict', `${member.email} has not accepted yet; revoke the invitation instead`);
      return [{ type: 'MemberSuspended', data: { memberId, by: byMemberId, at } }];
    }
    case 'ReactivateMember': {
      const { memberId, byMemberId, at } = command.data;
      requireAdmin(state, byMemberId);
      const member = state.members[memberId];
      if (!member) throw memberNotFound();
      if (member.status !== 'suspended') return [];
      if (seatsTaken(state) >= state.maxUsers) throw full(state.maxUsers);
      return [{ type: 'MemberReactivated', data: { memberId, by: byMemberId, at } }];
    }
  }
}

export const institutionAggregate: Aggregate<InstitutionEvent, InstitutionState, InstitutionCommand> = {
  streamId: institutionStreamId,
  initial: initialInstitutionState,
  evolve,
  decide,
};
