import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { runAlertsCommand } from '../alerts-command.js';
import { RecordAlertWorkCommand } from './record-alert-work.command.js';

@CommandHandler(RecordAlertWorkCommand)
export class RecordAlertWorkHandler implements ICommandHandler<RecordAlertWorkCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ userId, work }: RecordAlertWorkCommand): Promise<void> {
    await runAlertsCommand(this.store, this.readYourWrites, userId, work);
  }
}
