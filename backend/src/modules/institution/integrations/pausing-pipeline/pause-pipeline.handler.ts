import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INTEGRATION_MESSAGES, type Pipeline } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { IntegrationsProjection } from '../integrations-of-institution/integrations.projection.js';
import { PipelinesQuery } from '../integrations-of-institution/integrations.query.js';
import { pipelineAggregate } from '../pipeline.decider.js';
import { PipelineSchedules } from '../running-pipeline/pipeline-schedules.js';
import { PausePipelineCommand } from './pause-pipeline.command.js';

/** Pausing records the step and removes the repeatable job; resuming records it and schedules the job again. */
@CommandHandler(PausePipelineCommand)
export class PausePipelineHandler implements ICommandHandler<PausePipelineCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(PipelineSchedules) private readonly schedules: PipelineSchedules,
  ) {}

  async execute({ by, pipelineId, paused }: PausePipelineCommand): Promise<Pipeline> {
    const { state, position } = await handleCommand(this.store, pipelineAggregate, pipelineId, {
      type: paused ? 'PausePipeline' : 'ResumePipeline',
      data: { institutionId: by.institutionId, byUserId: by.userId, at: new Date().toISOString() },
    });
    if (state.status === 'none') throw new DomainError('not-found', INTEGRATION_MESSAGES.pipelineNotFound);
    if (paused) await this.schedules.unschedule(pipelineId, state.schedule);
    else await this.schedules.schedule(pipelineId, state.schedule);
    if (position) await this.readYourWrites.waitFor([IntegrationsProjection.NAME], position);
    const [answer] = await this.queryBus.execute(new PipelinesQuery(by.institutionId, pipelineId));
    if (!answer) throw new DomainError('not-found', INTEGRATION_MESSAGES.pipelineNotFound);
    return answer;
  }
}
