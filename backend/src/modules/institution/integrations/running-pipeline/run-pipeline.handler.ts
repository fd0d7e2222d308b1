import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INTEGRATION_MESSAGES, type Pipeline } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { deserializePosition, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { IntegrationsProjection } from '../integrations-of-institution/integrations.projection.js';
import { PipelinesQuery } from '../integrations-of-institution/integrations.query.js';
import { pipelineAggregate } from '../pipeline.decider.js';
import { SyncJobs } from '../syncing-integration/sync.jobs.js';
import { RunPipelineCommand } from './run-pipeline.command.js';

/** Runs the pipeline as an `integration-syncs` job and answers the pipeline with the run recorded (a failed run is recorded too, and counts in errorRate). */
@CommandHandler(RunPipelineCommand)
export class RunPipelineHandler implements ICommandHandler<RunPipelineCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(SyncJobs) private readonly jobs: SyncJobs,
  ) {}

  async execute({ by, pipelineId }: RunPipelineCommand): Promise<Pipeline> {
    const { state } = await loadAggregate(this.store, pipelineAggregate, pipelineId);
    if (state.status === 'none' || state.institutionId !== by.institutionId) throw new DomainError('not-found', INTEGRATION_MESSAGES.pipelineNotFound);
    const result = await this.jobs.run({ integrationId: state.integrationId, runId: randomUUID(), source: state.source, pipelineId, trigger: 'manual' });
    const position = deserializePosition(result.position);
    if (position) await this.readYourWrites.waitFor([IntegrationsProjection.NAME], position);
    const [answer] = await this.queryBus.execute(new PipelinesQuery(by.institutionId, pipelineId));
    if (!answer) throw new DomainError('not-found', INTEGRATION_MESSAGES.pipelineNotFound);
    return answer;
  }
}
