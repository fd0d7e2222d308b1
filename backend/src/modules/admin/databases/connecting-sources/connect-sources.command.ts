import { Command } from '@nestjs/cqrs';
import type { ConnectAnswer, DataSourceId } from '@scholarlens/contracts';

export type { ConnectAnswer };

/** POST /api/admin/databases/connect (or one source: /api/admin/arxiv/setup checks OAI-PMH): probe and record. */
export class ConnectSourcesCommand extends Command<ConnectAnswer> {
  constructor(
    readonly userId: string | null,
    readonly only: DataSourceId[] | null = null,
  ) {
    super();
  }
}
