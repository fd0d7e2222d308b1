/**
 * The institution aggregate (stream `institution-<uuid>`): the institution (spec inst §3), its members
 * and invitations. A member is an invitation until the invited e-mail signs in (any issuer).
 */
import type { InstitutionRole, InstitutionTier, InstitutionUserStatus } from '@scholarlens/contracts';

export interface InstitutionProfile {
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  maxUsers: number;
  ssoEnabled: boolean;
}

export type InstitutionCreated = { type: 'InstitutionCreated'; data: InstitutionProfile & { institutionId: string; at: string } };
export type InstitutionEdited = { type: 'InstitutionEdited'; data: { changes: Partial<InstitutionProfile>; at: string } };
/** `invitedBy`: the inviting member's id; null for the admin console or the first-start seed. */
export type MemberInvited = {
  type: 'MemberInvited';
  data: { memberId: string; email: string; role: InstitutionRole; department: string | null; invitedBy: string | null; at: string };
};
/** The invited e-mail signed in as `userId`: the membership is active from `at` (joinedAt). */
export type InvitationAccepted = { type: 'InvitationAccepted'; data: { memberId: string; userId: string; at: string } };
export type InvitationRevoked = { type: 'InvitationRevoked'; data: { memberId: string; by: string; at: string } };
export type MemberSuspended = { type: 'MemberSuspended'; data: { memberId: string; by: string; at: string } };
export type MemberReactivated = { type: 'MemberReactivated'; data: { memberId: string; by: string; at: string } };
export type InstitutionEvent =
  | InstitutionCreated
  | InstitutionEdited
  | MemberInvited
  | InvitationAccepted
  | InvitationRevoked
  | MemberSuspended
  | MemberReactivated;
export const INSTITUTION_EVENT_TYPES = [
  'InstitutionCreated',
  'InstitutionEdited',
  'MemberInvited',
  'InvitationAccepted',
  'InvitationRevoked',
  'MemberSuspended',
  'MemberReactivated',
] as const;

export interface MemberState {
  email: string;
  role: InstitutionRole;
  status: InstitutionUserStatus;
  userId: string | null;
  invitedAt: string;
}

export type InstitutionState =
  | { status: 'unknown' }
  | ({ status: 'active'; institutionId: string; members: Record<string, MemberState> } & InstitutionProfile);

export const initialInstitutionState: InstitutionState = { status: 'unknown' };

export function evolve(state: InstitutionState, event: InstitutionEvent): InstitutionState {
  if (event.type === 'InstitutionCreated') {
    const { at: _at, ...profile } = event.data;
    return { status: 'active', ...profile, members: {} };
  }
  if (state.status !== 'active') return state;
  const members = state.members;
  const setMember = (memberId: string, change: Partial<MemberState> | null): InstitutionState => {
    const next = { ...members };
    if (change === null) delete next[memberId];
    else if (next[memberId]) next[memberId] = { ...next[memberId], ...change };
    return { ...state, members: next };
  };
  switch (event.type) {
    case 'InstitutionEdited':
      return { ...state, ...event.data.changes };
    case 'MemberInvited': {
      const { memberId, email, role, at } = event.data;
      return { ...state, members: { ...members, [memberId]: { email, role, status: 'pending', userId: null, invitedAt: at } } };
    }
    case 'InvitationAccepted':
      return setMember(event.data.memberId, { status: 'active', userId: event.data.userId });
    case 'InvitationRevoked':
      return setMember(event.data.memberId, null);
    case 'MemberSuspended':
      return setMember(event.data.memberId, { status: 'suspended' });
    case 'MemberReactivated':
      return setMember(event.data.memberId, { status: 'active' });
  }
}

/** Seats taken: active and pending members (a suspended member's seat is free until reactivated). */
export function seatsTaken(state: InstitutionState): number {
  if (state.status !== 'active') return 0;
  return Object.values(state.members).filter((m) => m.status !== 'suspended').length;
}

export function institutionStreamId(institutionId: string): string {
  return `institution-${institutionId}`;
}

export function institutionIdOfStream(streamId: string): string | null {
  return streamId.startsWith('institution-') ? streamId.slice('institution-'.length) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Institution, member and team ids are UUIDs: anything else names nothing (404) without a read. */
export const isUuid = (id: string) => UUID.test(id);

/** E-mails compare case-insensitively (any issuer may spell one with capitals). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
