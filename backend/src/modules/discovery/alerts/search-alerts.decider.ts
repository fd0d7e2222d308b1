/** What each command on a user's search alerts decides (pure: no I/O, no clock; the handler passes `at` and the plan's limit). */
import { ALERT_MESSAGES, type AlertFrequency, UNLIMITED } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type SearchAlertEvent, type SearchAlertsState, evolve, initialSearchAlertsState, searchAlertsStreamId } from './search-alerts.js';

export type CreateAlert = {
  type: 'CreateAlert';
  data: { alertId: string; query: string; category: string | null; frequency: AlertFrequency; at: string; limit: number };
};
export type ChangeFrequency = { type: 'ChangeFrequency'; data: { alertId: string; frequency: AlertFrequency; at: string } };
export type DeleteAlert = { type: 'DeleteAlert'; data: { alertId: string; at: string } };
export type RecordMatches = { type: 'RecordMatches'; data: { alertId: string; paperIds: string[]; at: string } };
export type RecordDelivery = {
  type: 'RecordDelivery';
  data: { deliveries: { alertId: string; paperIds: string[] }[]; to: string; transport: 'smtp' | 'outbox'; messageId: string; at: string };
};
export type MarkSeen = { type: 'MarkSeen'; data: { at: string } };
export type SearchAlertCommand = CreateAlert | ChangeFrequency | DeleteAlert | RecordMatches | RecordDelivery | MarkSeen;

function existing(state: SearchAlertsState, alertId: string) {
  const alert = state.alerts.get(alertId);
  if (!alert) throw new DomainError('not-found', ALERT_MESSAGES.notFound);
  return alert;
}

export function decide(command: SearchAlertCommand, state: SearchAlertsState): SearchAlertEvent[] {
  switch (command.type) {
    case 'CreateAlert': {
      const { limit, ...data } = command.data;
      if (limit === 0) throw new DomainError('forbidden', ALERT_MESSAGES.upgrade);
      if (limit !== UNLIMITED && state.alerts.size >= limit) throw new DomainError('forbidden', ALERT_MESSAGES.limitReached(limit));
      // The id is the client's idempotency key: the same creation twice is one alert.
      if (state.alerts.has(data.alertId)) return [];
      return [{ type: 'SearchAlertCreated', data }];
    }
    case 'ChangeFrequency':
      return existing(state, command.data.alertId).frequency === command.data.frequency ? [] : [{ type: 'SearchAlertFrequencyChanged', data: command.data }];
    case 'DeleteAlert':
      existing(state, command.data.alertId);
      return [{ type: 'SearchAlertDeleted', data: command.data }];
    case 'RecordMatches': {
      // A match job may run after the alert was deleted: nothing to record then.
      const alert = state.alerts.get(command.data.alertId);
      if (!alert) return [];
      const paperIds = [...new Set(command.data.paperIds)].filter((id) => !alert.matched.has(id));
      return paperIds.length ? [{ type: 'SearchAlertMatched', data: { ...command.data, paperIds } }] : [];
    }
    case 'RecordDelivery': {
      const { deliveries, ...how } = command.data;
      const events: SearchAlertEvent[] = [];
      for (const { alertId, paperIds } of deliveries) {
        const alert = state.alerts.get(alertId);
        if (!alert) continue;
        // A digest never repeats a paper: only matches not delivered before.
        const fresh = paperIds.filter((id) => alert.matched.has(id) && !alert.delivered.has(id));
        if (fresh.length) events.push({ type: 'SearchAlertDigestDelivered', data: { alertId, paperIds: fresh, ...how } });
      }
      return events;
    }
    case 'MarkSeen':
      return [{ type: 'SearchAlertsSeen', data: command.data }];
  }
}

export const searchAlertsAggregate: Aggregate<SearchAlertEvent, SearchAlertsState, SearchAlertCommand> = {
  streamId: searchAlertsStreamId,
  initial: initialSearchAlertsState,
  evolve,
  decide,
};
