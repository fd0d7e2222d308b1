/** What a delivery decides (pure): requested once; each attempt recorded once, none after it was delivered. */
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type DeliveryEvent,
  type DeliveryState,
  type IntegrationDeliveryAttempted,
  type IntegrationDeliveryRequested,
  deliveryStreamId,
  evolve,
  initialDeliveryState,
} from './delivery.js';

export type DeliveryCommand =
  | { type: 'RequestDelivery'; data: IntegrationDeliveryRequested['data'] }
  | { type: 'RecordAttempt'; data: Omit<IntegrationDeliveryAttempted['data'], 'deliveryId' | 'integrationId' | 'institutionId'> };

export function decide(command: DeliveryCommand, state: DeliveryState): DeliveryEvent[] {
  if (command.type === 'RequestDelivery') return state.status === 'none' ? [{ type: 'IntegrationDeliveryRequested', data: command.data }] : [];
  if (state.status !== 'pending' || state.attempts.includes(command.data.attempt)) return [];
  const r = state.request;
  return [{ type: 'IntegrationDeliveryAttempted', data: { deliveryId: r.deliveryId, integrationId: r.integrationId, institutionId: r.institutionId, ...command.data } }];
}

export const deliveryAggregate: Aggregate<DeliveryEvent, DeliveryState, DeliveryCommand> = {
  streamId: deliveryStreamId,
  initial: initialDeliveryState,
  evolve,
  decide,
};
