import { Command } from '@nestjs/cqrs';
import type { DataSourceId } from '@scholarlens/contracts';

export interface ConnectAnswer {
  message: string;
  results: { id: DataSourceId; configured: boolean; reachable: boolean; latencyMs: number | null; error: string | null }[];
}

/** POST /api/admin/databases/connect (or one source: /api/admin/arxiv/setup checks OAI-PMH): probe and record. */
export class ConnectSourcesCommand extends Command<ConnectAnswer> {
  constructor(
    readonly userId: string | null,
    readonly only: DataSourceId[] | null = null,
  ) {
    super();
  }
}
