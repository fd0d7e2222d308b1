import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { analyticsAggregate } from '../analytics.decider.js';
import { analyticsSyncAggregate } from '../analytics-sync.js';
import { RecordSyncCommand } from './record-sync.command.js';

/** Checkpoints go to the sync's own stream; the outcome to the institution's analytics stream. */
@CommandHandler(RecordSyncCommand)
export class RecordSyncHandler implements ICommandHandler<RecordSyncCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ record }: RecordSyncCommand): Promise<void> {
    if (record.type === 'page') await handleCommand(this.store, analyticsSyncAggregate, record.data.syncId, { type: 'RecordPage', data: record.data });
    else await handleCommand(this.store, analyticsAggregate, record.data.institutionId, { type: 'FinishSync', data: record.data });
  }
}
