import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INTEGRATION_MESSAGES, type Integration } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { deserializePosition, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { integrationAggregate } from '../integration.decider.js';
import { IntegrationsProjection } from '../integrations-of-institution/integrations.projection.js';
import { IntegrationsQuery } from '../integrations-of-institution/integrations.query.js';
import { SyncIntegrationCommand } from './sync-integration.command.js';
import { SyncJobs } from './sync.jobs.js';

/**
 * Runs the sync as an `integration-syncs` job and waits for it: the outcome is recorded either
 * way; a failed sync answers 502 with the service's reason (the panel's "Failed to sync
 * integration" toast shows it), a successful one the integration with its new last sync.
 */
@CommandHandler(SyncIntegrationCommand)
export class SyncIntegrationHandler implements ICommandHandler<SyncIntegrationCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(SyncJobs) private readonly jobs: SyncJobs,
  ) {}

  async execute({ by, integrationId }: SyncIntegrationCommand): Promise<Integration> {
    const { state } = await loadAggregate(this.store, integrationAggregate, integrationId);
    if (state.status === 'none' || state.institutionId !== by.institutionId) throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
    if (state.status !== 'connected') throw new DomainError('conflict', INTEGRATION_MESSAGES.notConnected);
    const result = await this.jobs.run({ integrationId, runId: randomUUID(), source: null, pipelineId: null, trigger: 'manual' });
    const position = deserializePosition(result.position);
    if (position) await this.readYourWrites.waitFor([IntegrationsProjection.NAME], position);
    if (!result.ok) throw new DomainError('upstream-failed', `${state.name}: ${result.message}`);
    const [answer] = await this.queryBus.execute(new IntegrationsQuery(by.institutionId, integrationId));
    if (!answer) throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
    return answer;
  }
}
