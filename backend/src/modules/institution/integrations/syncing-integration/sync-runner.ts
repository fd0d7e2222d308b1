/**
 * Runs one sync (a manual one or a pipeline's run): the integration's client moves the data, and
 * the outcome, failure included, is recorded on the integration (IntegrationSynced, and the ORCID
 * works it linked) and, for a pipeline, on the pipeline (PipelineRunRecorded).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { handleCommand, loadAggregate, serializePosition } from '../../../../platform/event-store/aggregate.js';
import { EventStore, type Position } from '../../../../platform/event-store/event-store.port.js';
import { ConnectorRegistry } from '../connectors/connector-registry.js';
import { integrationAggregate } from '../integration.decider.js';
import { pipelineAggregate } from '../pipeline.decider.js';
import type { SyncJobData, SyncJobResult } from './sync.jobs.js';

@Injectable()
export class SyncRunner {
  private readonly logger = new Logger('IntegrationSync');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ConnectorRegistry) private readonly connectors: ConnectorRegistry,
  ) {}

  async run(job: SyncJobData): Promise<SyncJobResult> {
    const { state } = await loadAggregate(this.store, integrationAggregate, job.integrationId);
    if (state.status === 'none') return { ok: false, message: 'the integration does not exist', position: null };
    const started = Date.now();
    let outcome: { ok: boolean; recordsProcessed: number; message: string; direction: 'incoming' | 'outgoing'; linkedWorks?: import('../integration.js').OrcidWork[] };
    if (state.status !== 'connected') {
      outcome = { ok: false, recordsProcessed: 0, message: 'the integration is disconnected', direction: 'outgoing' };
    } else {
      try {
        const opened = await this.connectors.open(state);
        outcome = { ok: true, ...(await this.connectors.of(state.templateId).sync(opened, job.source)) };
      } catch (err) {
        const message = (err as Error).message;
        this.logger.warn(`Integration ${job.integrationId} (${state.templateId}) sync failed: ${message}`);
        outcome = { ok: false, recordsProcessed: 0, message, direction: 'outgoing' };
      }
    }
    const at = new Date().toISOString();
    const recorded = await handleCommand(this.store, integrationAggregate, job.integrationId, {
      type: 'RecordSync',
      data: {
        syncId: job.runId,
        ok: outcome.ok,
        recordsProcessed: outcome.recordsProcessed,
        message: outcome.message,
        direction: outcome.direction,
        pipelineId: job.pipelineId,
        durationMs: Date.now() - started,
        at,
        linkedWorks: outcome.linkedWorks,
      },
    });
    let position: Position | null = recorded.position;
    if (job.pipelineId) {
      const run = await handleCommand(this.store, pipelineAggregate, job.pipelineId, {
        type: 'RecordRun',
        data: { runId: job.runId, trigger: job.trigger, ok: outcome.ok, recordsProcessed: outcome.recordsProcessed, message: outcome.message, at },
      });
      position = run.position ?? position;
    }
    return { ok: outcome.ok, message: outcome.message, position: serializePosition(position) };
  }
}
