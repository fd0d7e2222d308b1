import { Command } from '@nestjs/cqrs';
import type { AnalyticsSyncFinished } from '../analytics.js';
import type { AnalyticsSyncPageStored } from '../analytics-sync.js';

/** The sync job records a stored page (its checkpoint) or the sync's outcome. */
export class RecordSyncCommand extends Command<void> {
  constructor(readonly record: { type: 'page'; data: AnalyticsSyncPageStored['data'] } | { type: 'finish'; data: AnalyticsSyncFinished['data'] }) {
    super();
  }
}
