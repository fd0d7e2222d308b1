/**
 * Beta registration (spec inst §2, §3, §5, §8). One stream per e-mail address, so the store's
 * expected-revision check is what makes an address register once, even under concurrent sign-ups.
 */
import { createHash } from 'node:crypto';
import type { BetaRegistration as BetaApplicant } from '@scholarlens/contracts';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';

export type { BetaApplicant };

export type BetaEvent = { type: 'BetaRegistered'; data: BetaApplicant & { registeredAt: string } };
export type BetaCommand = { type: 'RegisterForBeta'; data: BetaApplicant; at: Date };
export interface BetaState {
  registered: boolean;
}

export class AlreadyRegisteredError extends Error {
  constructor() {
    super('This e-mail address is already registered for the beta.');
    this.name = 'AlreadyRegisteredError';
  }
}

export function decide(command: BetaCommand, state: BetaState): BetaEvent[] {
  if (state.registered) throw new AlreadyRegisteredError();
  return [{ type: 'BetaRegistered', data: { ...command.data, registeredAt: command.at.toISOString() } }];
}

export const betaRegistration: Aggregate<BetaEvent, BetaState, BetaCommand> = {
  // The address itself stays out of the stream id (ids show up in logs and URLs).
  streamId: (email) => `beta-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`,
  initial: { registered: false },
  evolve: (_state, event) => (event.type === 'BetaRegistered' ? { registered: true } : _state),
  decide,
};
