/** What registering for the beta decides (pure: no I/O; the time comes with the command). An address registers once. */
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type BetaApplicant,
  type BetaRegistrationEvent,
  type BetaRegistrationState,
  betaRegistrationStreamId,
  evolve,
  initialBetaRegistrationState,
} from './beta-registration.js';

export type RegisterForBeta = { type: 'RegisterForBeta'; data: BetaApplicant; at: Date };
export type BetaRegistrationCommand = RegisterForBeta;

export const ALREADY_REGISTERED = 'This e-mail address is already registered for the beta.';

export function decide(command: BetaRegistrationCommand, state: BetaRegistrationState): BetaRegistrationEvent[] {
  if (state.registered) throw new DomainError('conflict', ALREADY_REGISTERED);
  return [{ type: 'BetaRegistered', data: { ...command.data, registeredAt: command.at.toISOString() } }];
}

/** A concurrent registration of the same address is decided again: the fresh state refuses it (conflict). */
export const betaRegistrationAggregate: Aggregate<BetaRegistrationEvent, BetaRegistrationState, BetaRegistrationCommand> = {
  streamId: betaRegistrationStreamId,
  initial: initialBetaRegistrationState,
  evolve,
  decide,
};
