/** A scheduled run of a pipeline (the `integration-pipelines` repeatable job): skipped while paused; otherwise the same sync a manual run does, recorded on the pipeline. An integration's own scheduled sync runs here too. */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Bull from 'bull';
import { loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { pipelineAggregate } from '../pipeline.decider.js';
import { SyncRunner } from '../syncing-integration/sync-runner.js';
import type { PipelineJobData } from './pipeline-schedules.js';

@Injectable()
export class PipelineWorker {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SyncRunner) private readonly runner: SyncRunner,
  ) {}

  async run(job: Bull.Job<PipelineJobData>): Promise<void> {
    const { integrationId, pipelineId } = job.data;
    if (integrationId) {
      // The integration's own scheduled sync; for one no longer connected the runner records that it is disconnected.
      await this.runner.run({ integrationId, runId: `${integrationId}-${job.timestamp}`, source: null, pipelineId: null, trigger: 'schedule' });
      return;
    }
    if (!pipelineId) return;
    const { state } = await loadAggregate(this.store, pipelineAggregate, pipelineId);
    if (state.status !== 'active') return;
    // The run id derives from the scheduled time, so a retried job records the run once.
    const runId = job.opts.repeat && job.timestamp ? `${state.pipelineId}-${job.timestamp}` : randomUUID();
    await this.runner.run({ integrationId: state.integrationId, runId, source: state.source, pipelineId: state.pipelineId, trigger: 'schedule' });
  }
}
