/** A scheduled run of a pipeline (the `integration-pipelines` repeatable job): skipped while paused; otherwise the same sync a manual run does, recorded on the pipeline. */
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
    const { state } = await loadAggregate(this.store, pipelineAggregate, job.data.pipelineId);
    if (state.status !== 'active') return;
    // The run id derives from the scheduled time, so a retried job records the run once.
    const runId = job.opts.repeat && job.timestamp ? `${state.pipelineId}-${job.timestamp}` : randomUUID();
    await this.runner.run({ integrationId: state.integrationId, runId, source: state.source, pipelineId: state.pipelineId, trigger: 'schedule' });
  }
}
