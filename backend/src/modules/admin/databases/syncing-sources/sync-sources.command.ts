import { Command } from '@nestjs/cqrs';
import type { SyncSourcesAnswer } from '@scholarlens/contracts';

export type { SyncSourcesAnswer };

/** An admin starts a sync of each connected source (POST /api/admin/databases/sync). */
export class SyncSourcesCommand extends Command<SyncSourcesAnswer> {
  constructor(readonly userId: string | null) {
    super();
  }
}
