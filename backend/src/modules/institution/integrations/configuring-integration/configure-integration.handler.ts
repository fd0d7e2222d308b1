import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INTEGRATION_MESSAGES, type Integration } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { ConnectorRegistry } from '../connectors/connector-registry.js';
import { integrationAggregate } from '../integration.decider.js';
import { IntegrationsProjection } from '../integrations-of-institution/integrations.projection.js';
import { IntegrationsQuery } from '../integrations-of-institution/integrations.query.js';
import { checkFrequency, templateOf, validateConfig } from '../template-catalogue.js';
import { PipelineSchedules } from '../running-pipeline/pipeline-schedules.js';
import { ConfigureIntegrationCommand } from './configure-integration.command.js';

/**
 * Save Configuration: the new configuration is checked against the template, its new addresses must
 * be public (connectors/public-addresses.ts) and, while connected,
 * against the service with the stored secrets standing in for the ones left masked; new secrets
 * are sealed; the answer shows them masked.
 */
@CommandHandler(ConfigureIntegrationCommand)
export class ConfigureIntegrationHandler implements ICommandHandler<ConfigureIntegrationCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @Inject(PipelineSchedules) private readonly schedules: PipelineSchedules,
  ) {}

  async execute({ by, integrationId, config, syncFrequency }: ConfigureIntegrationCommand): Promise<Integration> {
    const { state } = await loadAggregate(this.store, integrationAggregate, integrationId);
    if (state.status === 'none' || state.institutionId !== by.institutionId) throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
    const template = templateOf(state.templateId);
    if (!template) throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
    const checked = validateConfig(template, config, true);
    await this.connectors.checkAddresses(template, { ...checked.plain, ...checked.secrets });
    const frequency = syncFrequency ?? state.syncFrequency;
    checkFrequency(template, frequency);
    if (state.status === 'connected') {
      const stored = await this.connectors.open(state).catch(() => ({ secrets: {} as Record<string, string> }));
      await this.connectors.of(template.id).check({ config: checked.plain, secrets: { ...stored.secrets, ...checked.secrets } }, by.institutionId);
    }
    const { position } = await handleCommand(this.store, integrationAggregate, integrationId, {
      type: 'ConfigureIntegration',
      data: {
        institutionId: by.institutionId,
        config: checked.plain,
        secrets: await this.connectors.seal(by.institutionId, checked.secrets),
        syncFrequency: frequency,
        byUserId: by.userId,
        at: new Date().toISOString(),
      },
    });
    if (state.status === 'connected' && frequency !== state.syncFrequency) {
      await this.schedules.unscheduleSync(integrationId, state.syncFrequency);
      await this.schedules.scheduleSync(integrationId, frequency);
    }
    if (position) await this.readYourWrites.waitFor([IntegrationsProjection.NAME], position);
    const [answer] = await this.queryBus.execute(new IntegrationsQuery(by.institutionId, integrationId));
    if (!answer) throw new DomainError('unavailable', 'The configuration was saved; reload to see it');
    return answer;
  }
}
