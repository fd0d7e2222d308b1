import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INTEGRATION_MESSAGES, type Integration } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { integrationAggregate } from '../integration.decider.js';
import { IntegrationsProjection } from '../integrations-of-institution/integrations.projection.js';
import { IntegrationsQuery } from '../integrations-of-institution/integrations.query.js';
import { PipelineSchedules } from '../running-pipeline/pipeline-schedules.js';
import { DisconnectIntegrationCommand } from './disconnect-integration.command.js';

@CommandHandler(DisconnectIntegrationCommand)
export class DisconnectIntegrationHandler implements ICommandHandler<DisconnectIntegrationCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(PipelineSchedules) private readonly schedules: PipelineSchedules,
  ) {}

  async execute({ by, integrationId }: DisconnectIntegrationCommand): Promise<Integration> {
    const { state, position } = await handleCommand(this.store, integrationAggregate, integrationId, {
      type: 'DisconnectIntegration',
      data: { institutionId: by.institutionId, byUserId: by.userId, at: new Date().toISOString() },
    });
    // Its scheduled sync stops with it (removing a schedule that is not there is harmless).
    if (state.status !== 'none') await this.schedules.unscheduleSync(integrationId, state.syncFrequency);
    if (position) await this.readYourWrites.waitFor([IntegrationsProjection.NAME], position);
    const [answer] = await this.queryBus.execute(new IntegrationsQuery(by.institutionId, integrationId));
    if (!answer) throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
    return answer;
  }
}
