/**
 * A user's search alerts (stream `search-alerts-<userId>`, one per user so the plan's limit is
 * decided on one stream): each saved search, the papers it matched and the digests that delivered
 * them. Times are ISO instants.
 */
import type { AlertFrequency } from '@scholarlens/contracts';

export type SearchAlertCreated = {
  type: 'SearchAlertCreated';
  data: { alertId: string; query: string; category: string | null; frequency: AlertFrequency; at: string };
};
export type SearchAlertFrequencyChanged = { type: 'SearchAlertFrequencyChanged'; data: { alertId: string; frequency: AlertFrequency; at: string } };
export type SearchAlertDeleted = { type: 'SearchAlertDeleted'; data: { alertId: string; at: string } };
/** New catalog papers the alert's search found (best first), never one it found before. */
export type SearchAlertMatched = { type: 'SearchAlertMatched'; data: { alertId: string; paperIds: string[]; at: string } };
/** A digest delivered these matches (by e-mail, or kept in the outbox when no SMTP server is configured). */
export type SearchAlertDigestDelivered = {
  type: 'SearchAlertDigestDelivered';
  data: { alertId: string; paperIds: string[]; to: string; transport: 'smtp' | 'outbox'; messageId: string; at: string };
};
/** The user opened the bell: matches up to `at` are read. */
export type SearchAlertsSeen = { type: 'SearchAlertsSeen'; data: { at: string } };

export type SearchAlertEvent =
  | SearchAlertCreated
  | SearchAlertFrequencyChanged
  | SearchAlertDeleted
  | SearchAlertMatched
  | SearchAlertDigestDelivered
  | SearchAlertsSeen;

export const SEARCH_ALERT_EVENT_TYPES = [
  'SearchAlertCreated',
  'SearchAlertFrequencyChanged',
  'SearchAlertDeleted',
  'SearchAlertMatched',
  'SearchAlertDigestDelivered',
  'SearchAlertsSeen',
] as const;

export interface AlertState {
  query: string;
  category: string | null;
  frequency: AlertFrequency;
  createdAt: string;
  lastDeliveredAt: string | null;
  matched: ReadonlySet<string>;
  delivered: ReadonlySet<string>;
}

export interface SearchAlertsState {
  alerts: ReadonlyMap<string, AlertState>;
  seenAt: string | null;
}

export const initialSearchAlertsState: SearchAlertsState = { alerts: new Map(), seenAt: null };

function withAlert(state: SearchAlertsState, alertId: string, change: (a: AlertState) => AlertState): SearchAlertsState {
  const alert = state.alerts.get(alertId);
  if (!alert) return state;
  return { ...state, alerts: new Map(state.alerts).set(alertId, change(alert)) };
}

export function evolve(state: SearchAlertsState, event: SearchAlertEvent): SearchAlertsState {
  switch (event.type) {
    case 'SearchAlertCreated': {
      const { alertId, query, category, frequency, at } = event.data;
      const alert: AlertState = { query, category, frequency, createdAt: at, lastDeliveredAt: null, matched: new Set(), delivered: new Set() };
      return { ...state, alerts: new Map(state.alerts).set(alertId, alert) };
    }
    case 'SearchAlertFrequencyChanged':
      return withAlert(state, event.data.alertId, (a) => ({ ...a, frequency: event.data.frequency }));
    case 'SearchAlertDeleted': {
      const alerts = new Map(state.alerts);
      alerts.delete(event.data.alertId);
      return { ...state, alerts };
    }
    case 'SearchAlertMatched':
      return withAlert(state, event.data.alertId, (a) => ({ ...a, matched: new Set([...a.matched, ...event.data.paperIds]) }));
    case 'SearchAlertDigestDelivered':
      return withAlert(state, event.data.alertId, (a) => ({ ...a, lastDeliveredAt: event.data.at, delivered: new Set([...a.delivered, ...event.data.paperIds]) }));
    case 'SearchAlertsSeen':
      return { ...state, seenAt: event.data.at };
  }
}

export const searchAlertsStreamId = (userId: string) => `search-alerts-${userId}`;
export const userIdOfSearchAlertsStream = (streamId: string) => (streamId.startsWith('search-alerts-') ? streamId.slice('search-alerts-'.length) : null);
