/**
 * A scheduled pipeline (stream `pipeline-<id>`, spec inst §3 "Pipeline"): from a source of the
 * institution's data to a connected integration, on an hourly, daily or weekly Bull repeatable
 * job; paused and resumed by administrators; each run (scheduled or "Run now") recorded with its
 * outcome and the records it processed, from which errorRate and lastRun are computed.
 */
import type { PipelineSchedule, PipelineSource } from '@scholarlens/contracts';

export type PipelineCreated = {
  type: 'PipelineCreated';
  data: {
    pipelineId: string;
    institutionId: string;
    name: string;
    source: PipelineSource;
    integrationId: string;
    schedule: PipelineSchedule;
    transformations: string[];
    byUserId: string | null;
    at: string;
  };
};
export type PipelinePaused = { type: 'PipelinePaused'; data: { pipelineId: string; institutionId: string; byUserId: string | null; at: string } };
export type PipelineResumed = { type: 'PipelineResumed'; data: { pipelineId: string; institutionId: string; byUserId: string | null; at: string } };
export type PipelineRunRecorded = {
  type: 'PipelineRunRecorded';
  data: { pipelineId: string; institutionId: string; runId: string; trigger: 'schedule' | 'manual'; ok: boolean; recordsProcessed: number; message: string; at: string };
};
export type PipelineEvent = PipelineCreated | PipelinePaused | PipelineResumed | PipelineRunRecorded;
export const PIPELINE_EVENT_TYPES = ['PipelineCreated', 'PipelinePaused', 'PipelineResumed', 'PipelineRunRecorded'] as const;

export type PipelineState =
  | { status: 'none' }
  | ({ status: 'active' | 'paused'; runIds: readonly string[] } & Omit<PipelineCreated['data'], 'byUserId' | 'at'>);

export const initialPipelineState: PipelineState = { status: 'none' };

export function evolve(state: PipelineState, event: PipelineEvent): PipelineState {
  if (event.type === 'PipelineCreated') {
    const { byUserId: _by, at: _at, ...rest } = event.data;
    return { status: 'active', runIds: [], ...rest };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PipelinePaused':
      return { ...state, status: 'paused' };
    case 'PipelineResumed':
      return { ...state, status: 'active' };
    case 'PipelineRunRecorded':
      return { ...state, runIds: [...state.runIds, event.data.runId] };
  }
}

export const pipelineStreamId = (pipelineId: string) => `pipeline-${pipelineId}`;
