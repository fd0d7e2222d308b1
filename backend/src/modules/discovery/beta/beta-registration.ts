/**
 * The beta registration aggregate (spec inst §2, §3, §5, §8): one stream per e-mail address, so the
 * store's expected-revision check is what makes an address register once, even under concurrent
 * sign-ups. Its events, state and fold.
 */
import { createHash } from 'node:crypto';
import type { BetaRegistration as BetaApplicant } from '@scholarlens/contracts';

export type { BetaApplicant };

export type BetaRegistered = { type: 'BetaRegistered'; data: BetaApplicant & { registeredAt: string } };
export type BetaRegistrationEvent = BetaRegistered;
export const BETA_REGISTRATION_EVENT_TYPES = ['BetaRegistered'] as const;

export interface BetaRegistrationState {
  registered: boolean;
}

export const initialBetaRegistrationState: BetaRegistrationState = { registered: false };

export function evolve(state: BetaRegistrationState, event: BetaRegistrationEvent): BetaRegistrationState {
  return event.type === 'BetaRegistered' ? { registered: true } : state;
}

/** The stream of an address, whatever its case or surrounding spaces; the address itself stays out of the id (ids show up in logs and URLs). */
export function betaRegistrationStreamId(email: string): string {
  return `beta-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}
