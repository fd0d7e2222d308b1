import { Command } from '@nestjs/cqrs';
import type { AnalyticsSyncStatus } from '@scholarlens/contracts';

/** Starts a sync of the institution's works (or finds the running one, whose job is queued again so it resumes). */
export class StartSyncCommand extends Command<AnalyticsSyncStatus> {
  constructor(
    readonly institutionId: string,
    readonly trigger: 'daily' | 'manual' | 'configured',
    /** Whether the source was just set: a running sync of the previous source is not resumed. */
    readonly fresh = false,
  ) {
    super();
  }
}
