import type { EventStore } from '../../../platform/event-store/event-store.port.js';
import { handleCommand } from '../../../platform/event-store/aggregate.js';
import type { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { SearchAlertsProjection } from './alerts-by-user/search-alerts.projection.js';
import { type SearchAlertCommand, searchAlertsAggregate } from './search-alerts.decider.js';

/** Runs one command on a user's alerts stream and waits for the alerts read model to have it (every handler of this context). */
export async function runAlertsCommand(store: EventStore, readYourWrites: ReadYourWrites, userId: string, command: SearchAlertCommand) {
  const result = await handleCommand(store, searchAlertsAggregate, userId, command, { userId });
  if (result.position) await readYourWrites.waitFor([SearchAlertsProjection.NAME], result.position);
  return result;
}
