import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { INTELLIGENCE_MESSAGES } from '@scholarlens/contracts';
import { type AlertEvent, type AlertRaised, type AlertState, alertStreamId, evolve, initialAlertState } from './alert.js';

export type RaiseAlert = { type: 'RaiseAlert'; data: AlertRaised['data'] };
export type AcknowledgeAlert = { type: 'AcknowledgeAlert'; data: { alertId: string; institutionId: string; byMemberId: string; at: string } };
export type AlertCommand = RaiseAlert | AcknowledgeAlert;

/**
 * Raising is idempotent (a rule fires again on a replay: the alert exists, nothing happens).
 * Acknowledging: an alert of another institution is not found; a second acknowledgement changes nothing.
 */
export function decide(command: AlertCommand, state: AlertState): AlertEvent[] {
  switch (command.type) {
    case 'RaiseAlert':
      return state.status === 'unknown' ? [{ type: 'AlertRaised', data: command.data }] : [];
    case 'AcknowledgeAlert':
      if (state.status !== 'raised' || state.institutionId !== command.data.institutionId) throw new DomainError('not-found', INTELLIGENCE_MESSAGES.alertNotFound);
      return state.acknowledged ? [] : [{ type: 'AlertAcknowledged', data: command.data }];
  }
}

export const alertAggregate: Aggregate<AlertEvent, AlertState, AlertCommand> = {
  streamId: alertStreamId,
  initial: initialAlertState,
  evolve,
  decide,
};
