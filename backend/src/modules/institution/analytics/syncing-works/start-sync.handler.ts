import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnalyticsSyncStatus } from '@scholarlens/contracts';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { syncRunning } from '../analytics.js';
import { analyticsAggregate } from '../analytics.decider.js';
import { syncStatus } from '../analytics-settings/analytics-settings.query.js';
import { AnalyticsSyncJobs } from './sync-works.jobs.js';
import { StartSyncCommand } from './start-sync.command.js';

/**
 * Decides the start (refused without a source, 409), then queues the job under the sync's id: a
 * running sync is not started twice, its job is queued again (found if Bull still holds it), so a
 * sync a crash left behind resumes from its checkpoint. A new source ends the previous source's
 * running sync as failed before starting its own.
 */
@CommandHandler(StartSyncCommand)
export class StartSyncHandler implements ICommandHandler<StartSyncCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(AnalyticsSyncJobs) private readonly jobs: AnalyticsSyncJobs,
  ) {}

  async execute({ institutionId, trigger, fresh }: StartSyncCommand): Promise<AnalyticsSyncStatus> {
    const at = new Date().toISOString();
    const { state: before } = await loadAggregate(this.store, analyticsAggregate, institutionId);
    if (fresh && before.lastSync && syncRunning(before) && before.lastSync.openAlexId !== before.source?.openAlexId) {
      await handleCommand(this.store, analyticsAggregate, institutionId, {
        type: 'FinishSync',
        data: { institutionId, syncId: before.lastSync.syncId, outcome: 'failed', fetched: 0, error: 'The analytics source changed; a new sync started', at },
      });
    }
    const { state } = await handleCommand(this.store, analyticsAggregate, institutionId, {
      type: 'StartSync',
      data: { institutionId, syncId: randomUUID(), openAlexId: before.source?.openAlexId ?? '', trigger, at },
    });
    const sync = state.lastSync!;
    await this.jobs.enqueue({ institutionId, syncId: sync.syncId, openAlexId: sync.openAlexId });
    return (await syncStatus(this.store, state)) as AnalyticsSyncStatus;
  }
}
