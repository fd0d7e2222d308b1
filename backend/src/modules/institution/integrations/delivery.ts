/**
 * One event delivered to one event-driven integration (stream `integration-delivery-<id>`): the
 * request (its id derives from the source event's and the integration's, so a rebuild or a retried
 * batch requests nothing twice) and each attempt with the service's answer, until one succeeds or
 * the attempts run out (Bull retries with backoff between them).
 */
import type { IntegrationEventName } from '@scholarlens/contracts';

export type DeliveryEventName = IntegrationEventName | 'ping';

export type IntegrationDeliveryRequested = {
  type: 'IntegrationDeliveryRequested';
  data: {
    deliveryId: string;
    integrationId: string;
    institutionId: string;
    event: DeliveryEventName;
    summary: string;
    /** The JSON body's `data` (no sealed content: titles, ids, reasons). */
    payload: Record<string, unknown>;
    sourceEventId: string | null;
    at: string;
  };
};
export type IntegrationDeliveryAttempted = {
  type: 'IntegrationDeliveryAttempted';
  data: {
    deliveryId: string;
    integrationId: string;
    institutionId: string;
    attempt: number;
    ok: boolean;
    responseStatus: number | null;
    /** The answer's first 500 characters, or the network error. */
    response: string;
    durationMs: number;
    /** No attempt follows (delivered, or the last one failed). */
    final: boolean;
    at: string;
  };
};
export type DeliveryEvent = IntegrationDeliveryRequested | IntegrationDeliveryAttempted;
export const DELIVERY_EVENT_TYPES = ['IntegrationDeliveryRequested', 'IntegrationDeliveryAttempted'] as const;

export type DeliveryState =
  | { status: 'none' }
  | { status: 'pending' | 'delivered' | 'failed'; request: IntegrationDeliveryRequested['data']; attempts: readonly number[] };

export const initialDeliveryState: DeliveryState = { status: 'none' };

export function evolve(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  if (event.type === 'IntegrationDeliveryRequested') return { status: 'pending', request: event.data, attempts: [] };
  if (state.status === 'none') return state;
  const d = event.data;
  return { ...state, status: d.ok ? 'delivered' : d.final ? 'failed' : 'pending', attempts: [...state.attempts, d.attempt] };
}

export const deliveryStreamId = (deliveryId: string) => `integration-delivery-${deliveryId}`;
