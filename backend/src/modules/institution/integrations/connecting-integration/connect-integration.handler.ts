import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INTEGRATION_MESSAGES, type Integration } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { ConnectorRegistry } from '../connectors/connector-registry.js';
import { integrationAggregate } from '../integration.decider.js';
import { IntegrationsProjection } from '../integrations-of-institution/integrations.projection.js';
import { IntegrationsQuery } from '../integrations-of-institution/integrations.query.js';
import { PipelineSchedules } from '../running-pipeline/pipeline-schedules.js';
import { templateOf, validateConfig } from '../template-catalogue.js';
import { ConnectIntegrationCommand } from './connect-integration.command.js';

/**
 * Connect: the configuration is checked against the template (400 naming the field), its addresses
 * must be public (400 naming the field; connectors/public-addresses.ts), then it is checked against
 * the service itself (a refused key or an unknown group names its field too), and only then are
 * the secrets sealed and the integration recorded as connected.
 */
@CommandHandler(ConnectIntegrationCommand)
export class ConnectIntegrationHandler implements ICommandHandler<ConnectIntegrationCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @Inject(PipelineSchedules) private readonly schedules: PipelineSchedules,
  ) {}

  async execute({ by, templateId, config }: ConnectIntegrationCommand): Promise<Integration> {
    const template = templateOf(templateId);
    if (!template) throw new DomainError('invalid', INTEGRATION_MESSAGES.templateNotFound);
    const checked = validateConfig(template, config);
    await this.connectors.checkAddresses(template, { ...checked.plain, ...checked.secrets });
    await this.connectors.of(template.id).check({ config: checked.plain, secrets: checked.secrets }, by.institutionId);
    const integrationId = randomUUID();
    const syncFrequency = template.eventDriven ? 'real-time' : 'daily';
    const { position } = await handleCommand(
      this.store,
      integrationAggregate,
      integrationId,
      {
        type: 'ConnectIntegration',
        data: {
          integrationId,
          institutionId: by.institutionId,
          templateId: template.id,
          name: template.name,
          config: checked.plain,
          secrets: await this.connectors.seal(by.institutionId, checked.secrets),
          syncFrequency,
          byUserId: by.userId,
          byEmail: by.email,
          at: new Date().toISOString(),
        },
      },
      { userId: by.userId ?? undefined },
    );
    await this.schedules.scheduleSync(integrationId, syncFrequency);
    if (position) await this.readYourWrites.waitFor([IntegrationsProjection.NAME], position);
    const [answer] = await this.queryBus.execute(new IntegrationsQuery(by.institutionId, integrationId));
    if (!answer) throw new DomainError('unavailable', 'The integration was connected; reload to see it');
    return answer;
  }
}
