import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { UsageRecord } from '@scholarlens/contracts';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { handleCommand } from '../../../platform/event-store/aggregate.js';
import { userAggregate } from '../user.decider.js';
import { UsageCountsProjection } from '../usage-counts/usage-counts.projection.js';
import { UsageQuery } from '../usage-counts/usage.query.js';
import { RecordUsageCommand } from './record-usage.command.js';

@CommandHandler(RecordUsageCommand)
export class RecordUsageHandler implements ICommandHandler<RecordUsageCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, feature, at }: RecordUsageCommand): Promise<UsageRecord> {
    const { position } = await handleCommand(
      this.store,
      userAggregate,
      userId,
      { type: 'RecordUsage', data: { feature, at: at.toISOString() } },
      { userId },
    );
    if (position) await this.readYourWrites.waitFor([UsageCountsProjection.NAME], position);
    const [record] = await this.queryBus.execute(new UsageQuery(userId, at, [feature]));
    return record;
  }
}
