/** What a pipeline decides (pure): created once, paused and resumed (the same state is no event), each run recorded once. */
import { INTEGRATION_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type PipelineCreated, type PipelineEvent, type PipelineRunRecorded, type PipelineState, evolve, initialPipelineState, pipelineStreamId } from './pipeline.js';

export type PipelineCommand =
  | { type: 'CreatePipeline'; data: PipelineCreated['data'] }
  | { type: 'PausePipeline' | 'ResumePipeline'; data: { institutionId: string; byUserId: string | null; at: string } }
  | { type: 'RecordRun'; data: Omit<PipelineRunRecorded['data'], 'pipelineId' | 'institutionId'> };

export function decide(command: PipelineCommand, state: PipelineState): PipelineEvent[] {
  if (command.type === 'CreatePipeline') {
    if (state.status !== 'none') throw new DomainError('conflict', 'The pipeline exists already');
    if (!command.data.name.trim()) throw new DomainError('invalid', 'name: is required');
    return [{ type: 'PipelineCreated', data: command.data }];
  }
  if (state.status === 'none') throw new DomainError('not-found', INTEGRATION_MESSAGES.pipelineNotFound);
  const ids = { pipelineId: state.pipelineId, institutionId: state.institutionId };
  switch (command.type) {
    case 'PausePipeline':
    case 'ResumePipeline': {
      if (command.data.institutionId !== state.institutionId) throw new DomainError('not-found', INTEGRATION_MESSAGES.pipelineNotFound);
      const to = command.type === 'PausePipeline' ? 'paused' : 'active';
      if (state.status === to) return [];
      const data = { ...ids, byUserId: command.data.byUserId, at: command.data.at };
      return [command.type === 'PausePipeline' ? { type: 'PipelinePaused', data } : { type: 'PipelineResumed', data }];
    }
    case 'RecordRun':
      return state.runIds.includes(command.data.runId) ? [] : [{ type: 'PipelineRunRecorded', data: { ...ids, ...command.data } }];
  }
}

export const pipelineAggregate: Aggregate<PipelineEvent, PipelineState, PipelineCommand> = {
  streamId: pipelineStreamId,
  initial: initialPipelineState,
  evolve,
  decide,
};
