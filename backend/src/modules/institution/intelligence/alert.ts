/**
 * An intelligence alert (stream `alert-<alertId>`, spec inst §3): raised once by a rule over the
 * institution's events, acknowledged by an administrator, which clears its "Action Required".
 */
import type { AlertPriority, AlertType } from '@scholarlens/contracts';

export type AlertRaised = {
  type: 'AlertRaised';
  data: {
    alertId: string;
    institutionId: string;
    alertType: AlertType;
    priority: AlertPriority;
    title: string;
    description: string;
    actionRequired: boolean;
    department: string | null;
    /** The rule and the event it fired on (`sourceEventId`). */
    rule: string;
    sourceEventId: string;
    at: string;
  };
};
export type AlertAcknowledged = { type: 'AlertAcknowledged'; data: { alertId: string; institutionId: string; byMemberId: string; at: string } };
export type AlertEvent = AlertRaised | AlertAcknowledged;
export const ALERT_EVENT_TYPES = ['AlertRaised', 'AlertAcknowledged'] as const;

export type AlertState = { status: 'unknown' } | { status: 'raised'; institutionId: string; acknowledged: boolean };
export const initialAlertState: AlertState = { status: 'unknown' };

export function evolve(state: AlertState, event: AlertEvent): AlertState {
  switch (event.type) {
    case 'AlertRaised':
      return { status: 'raised', institutionId: event.data.institutionId, acknowledged: false };
    case 'AlertAcknowledged':
      return state.status === 'raised' ? { ...state, acknowledged: true } : state;
  }
}

export function alertStreamId(alertId: string): string {
  return `alert-${alertId}`;
}
