/**
 * POST /api/admin/databases/sync: starts a sync of each connected source — the arXiv API sync
 * (newest papers, a Bull job; not awaited) and an OAI-PMH harvest of the last 7 days of changes
 * (a bulk acquisition run). OpenAlex is queried live and the LLM endpoint holds no records, so
 * neither has anything to sync. Each start is recorded on the source's stream.
 */
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { DataSourceId } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { dataSourceAggregate } from '../data-source.decider.js';
import { StartHarvestCommand, SyncArxivCommand } from '../ports.js';
import { DatabaseStatusQuery } from '../status/database-status.query.js';
import { type SyncSourcesAnswer, SyncSourcesCommand } from './sync-sources.command.js';

const DAY_MS = 24 * 3600_000;

@CommandHandler(SyncSourcesCommand)
export class SyncSourcesHandler implements ICommandHandler<SyncSourcesCommand> {
  private readonly logger = new Logger('DatabaseSync');

  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ userId }: SyncSourcesCommand): Promise<SyncSourcesAnswer> {
    const status = await this.queryBus.execute(new DatabaseStatusQuery());
    const connected = new Set(status.connections.filter((c) => c.status === 'connected').map((c) => c.id));
    if (connected.size === 0) throw new DomainError('conflict', 'No source is connected: use Connect All first');
    const started: SyncSourcesAnswer['started'] = [];
    const skipped: SyncSourcesAnswer['skipped'] = [];
    const record = (id: DataSourceId, detail: string) =>
      handleCommand(this.store, dataSourceAggregate, id, { type: 'RecordSyncStart', data: { source: id, detail } }, userId ? { userId } : {});

    for (const c of status.connections) {
      if (!connected.has(c.id)) {
        skipped.push({ id: c.id, reason: c.status.replace(/_/g, ' ') });
        continue;
      }
      if (c.id === 'arxiv-api') {
        // The sync waits for its job; the console needs only the start.
        void this.commandBus.execute(new SyncArxivCommand(userId)).catch((err: Error) => this.logger.warn(`arXiv sync: ${err.message}`));
        const detail = 'newest papers of the configured categories';
        await record(c.id, detail);
        started.push({ id: c.id, detail });
      } else if (c.id === 'arxiv-oai-pmh') {
        const from = new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10);
        const answer = await this.commandBus.execute(new StartHarvestCommand({ set: null, from, until: null }, userId));
        const detail = answer.started ? `harvest of changes since ${from}` : answer.message;
        await record(c.id, detail);
        started.push({ id: c.id, detail });
      } else {
        skipped.push({ id: c.id, reason: c.id === 'openalex' ? 'queried live, nothing to sync' : 'holds no records to sync' });
      }
    }
    return { message: started.length ? `Sync started: ${started.map((s) => s.id).join(', ')}` : 'Nothing to sync', started, skipped };
  }
}
