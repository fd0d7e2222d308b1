import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INTEGRATION_MESSAGES, PIPELINE_SOURCE_LABELS, type Pipeline } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { integrationAggregate } from '../integration.decider.js';
import { IntegrationsProjection } from '../integrations-of-institution/integrations.projection.js';
import { PipelinesQuery } from '../integrations-of-institution/integrations.query.js';
import { pipelineAggregate } from '../pipeline.decider.js';
import { PipelineSchedules } from '../running-pipeline/pipeline-schedules.js';
import { templateOf } from '../template-catalogue.js';
import { CreatePipelineCommand } from './create-pipeline.command.js';

/** The destination must be one of the institution's connected integrations that takes the source (S3 takes exports, Zotero shares and reading lists…). */
@CommandHandler(CreatePipelineCommand)
export class CreatePipelineHandler implements ICommandHandler<CreatePipelineCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(PipelineSchedules) private readonly schedules: PipelineSchedules,
  ) {}

  async execute({ by, request }: CreatePipelineCommand): Promise<Pipeline> {
    const { state: destination } = await loadAggregate(this.store, integrationAggregate, request.integrationId);
    if (destination.status === 'none' || destination.institutionId !== by.institutionId) throw new DomainError('invalid', 'integrationId: no such integration of your institution');
    if (destination.status !== 'connected') throw new DomainError('invalid', `integrationId: ${destination.name} is disconnected`);
    const template = templateOf(destination.templateId);
    if (!template?.accepts.includes(request.source)) throw new DomainError('invalid', INTEGRATION_MESSAGES.pipelineDestination(PIPELINE_SOURCE_LABELS[request.source], destination.name));
    const pipelineId = randomUUID();
    const { position } = await handleCommand(this.store, pipelineAggregate, pipelineId, {
      type: 'CreatePipeline',
      data: {
        pipelineId,
        institutionId: by.institutionId,
        name: request.name.trim(),
        source: request.source,
        integrationId: request.integrationId,
        schedule: request.schedule,
        transformations: [template.syncDoes],
        byUserId: by.userId,
        at: new Date().toISOString(),
      },
    });
    await this.schedules.schedule(pipelineId, request.schedule);
    if (position) await this.readYourWrites.waitFor([IntegrationsProjection.NAME], position);
    const [answer] = await this.queryBus.execute(new PipelinesQuery(by.institutionId, pipelineId));
    if (!answer) throw new DomainError('unavailable', 'The pipeline was created; reload to see it');
    return answer;
  }
}
