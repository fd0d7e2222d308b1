import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INTELLIGENCE_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { alertAggregate } from '../alert.decider.js';
import { AlertsProjection } from '../intelligence-alerts/alerts.projection.js';
import { isUuid } from '../ports.js';
import { AcknowledgeAlertCommand } from './acknowledge-alert.command.js';

@CommandHandler(AcknowledgeAlertCommand)
export class AcknowledgeAlertHandler implements ICommandHandler<AcknowledgeAlertCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ me, alertId }: AcknowledgeAlertCommand): Promise<void> {
    if (!isUuid(alertId)) throw new DomainError('not-found', INTELLIGENCE_MESSAGES.alertNotFound);
    const { position } = await handleCommand(
      this.store,
      alertAggregate,
      alertId,
      { type: 'AcknowledgeAlert', data: { alertId, institutionId: me.institutionId, byMemberId: me.memberId, at: new Date().toISOString() } },
      { userId: me.userId ?? undefined },
    );
    if (position) await this.readYourWrites.waitFor([AlertsProjection.NAME], position);
  }
}
