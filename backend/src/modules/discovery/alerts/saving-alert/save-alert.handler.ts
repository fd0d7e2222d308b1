import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SEARCH_ALERT_LIMITS, type SearchAlert, planOf } from '@scholarlens/contracts';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { runAlertsCommand } from '../alerts-command.js';
import { UserByIdQuery, parseQuery } from '../ports.js';
import { SaveAlertCommand } from './save-alert.command.js';

/** Free 0, Pro 5, Team and Enterprise unlimited (SEARCH_ALERT_LIMITS), decided on the user's alerts stream. */
@CommandHandler(SaveAlertCommand)
export class SaveAlertHandler implements ICommandHandler<SaveAlertCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, query, category, frequency }: SaveAlertCommand): Promise<SearchAlert> {
    const trimmed = query.trim();
    const parsed = parseQuery(trimmed);
    // The same rule as the search box: a query of exclusions only would never match anything.
    if (parsed.clauses.length === 0 && parsed.arxivIds.length === 0) {
      throw new BadRequestException({ message: 'query: must contain a search term', errors: { query: ['must contain a search term'] } });
    }
    const user = await this.queryBus.execute(new UserByIdQuery(userId));
    const limit = SEARCH_ALERT_LIMITS[planOf(user?.plan)];
    const alertId = randomUUID();
    const at = new Date().toISOString();
    const data = { alertId, query: trimmed, category: category?.toLowerCase() ?? null, frequency, at };
    await runAlertsCommand(this.store, this.readYourWrites, userId, { type: 'CreateAlert', data: { ...data, limit } });
    return { id: alertId, query: data.query, category: data.category, frequency, createdAt: at, lastDeliveredAt: null, matched: 0, pending: 0 };
  }
}
