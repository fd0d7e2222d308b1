/** The user aggregate (stream `user-<id>`): its events, its state and how events evolve it. */
import { createHash } from 'node:crypto';
import type { MeteredFeature, PlanId, Role } from '@scholarlens/contracts';

export type UserSignedIn = {
  type: 'UserSignedIn';
  /** The first one creates the user; later ones refresh the profile and the role. */
  data: { email: string; name: string; avatar: string | null; role: Role };
};
export type PlanChanged = {
  type: 'PlanChanged';
  /** `changedBy`: the admin's user id, or `seed` for a demo account's starting plan. */
  data: { plan: PlanId; changedBy: string };
};
export type UsageRecorded = {
  type: 'UsageRecorded';
  /** `at`: ISO-8601 instant; it decides the usage window (spec core §6, USAGE_WINDOWS). */
  data: { feature: MeteredFeature; at: string };
};
export type UserEvent = UserSignedIn | PlanChanged | UsageRecorded;
export const USER_EVENT_TYPES = ['UserSignedIn', 'PlanChanged', 'UsageRecorded'] as const;

export type UserState =
  | { status: 'unknown' }
  | { status: 'active'; email: string; name: string; avatar: string | null; role: Role; plan: PlanId };

export const initialUserState: UserState = { status: 'unknown' };

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserSignedIn': {
      const plan = state.status === 'active' ? state.plan : 'free';
      return { status: 'active', ...event.data, plan };
    }
    case 'PlanChanged':
      return state.status === 'active' ? { ...state, plan: event.data.plan } : state;
    case 'UsageRecorded':
      return state;
  }
}

export function userStreamId(userId: string): string {
  return `user-${userId}`;
}

/** The user id of a user stream; null for other streams. */
export function userIdOfStream(streamId: string): string | null {
  return streamId.startsWith('user-') ? streamId.slice('user-'.length) : null;
}

/**
 * A user's id: stable for an identity (issuer, subject), so signing in again finds the same
 * stream with no lookup. UUID-shaped (RFC 9562 version 8, name-based on SHA-256).
 */
/** The user id of a verified identity: the local issuer's demo identities stay the same users whatever PUBLIC_URL is. */
export function userIdOfIdentity(identity: { local: boolean; issuer: string; subject: string }): string {
  return userIdFor(identity.local ? 'local' : identity.issuer, identity.subject);
}

export function userIdFor(issuerKey: string, subject: string): string {
  const hex = createHash('sha256').update(`${issuerKey}\n${subject}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
