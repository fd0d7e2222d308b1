import { Command } from '@nestjs/cqrs';
import type { DataSourceId } from '@scholarlens/contracts';

export interface SyncSourcesAnswer {
  message: string;
  started: { id: DataSourceId; detail: string }[];
  skipped: { id: DataSourceId; reason: string }[];
}

/** An admin starts a sync of each connected source (POST /api/admin/databases/sync). */
export class SyncSourcesCommand extends Command<SyncSourcesAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}
