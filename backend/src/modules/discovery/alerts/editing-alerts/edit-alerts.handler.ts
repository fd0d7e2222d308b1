import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { runAlertsCommand } from '../alerts-command.js';
import { EditAlertsCommand } from './edit-alerts.command.js';

/** Another user's alert is not found (the decider looks on the caller's own stream only). */
@CommandHandler(EditAlertsCommand)
export class EditAlertsHandler implements ICommandHandler<EditAlertsCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ userId, change }: EditAlertsCommand): Promise<void> {
    await runAlertsCommand(this.store, this.readYourWrites, userId, change);
  }
}
