import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore, type Position, comparePositions } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { dataSourceAggregate } from '../data-source.decider.js';
import { DATA_SOURCES, probeSource } from '../data-sources.js';
import { DataSourceStatusProjection } from '../status/data-source-status.projection.js';
import { type ConnectAnswer, ConnectSourcesCommand } from './connect-sources.command.js';

/** Probes each source (configured ones only) and records the check on its stream; answers once the status shows them. */
@CommandHandler(ConnectSourcesCommand)
export class ConnectSourcesHandler implements ICommandHandler<ConnectSourcesCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, only }: ConnectSourcesCommand): Promise<ConnectAnswer> {
    const defs = DATA_SOURCES.filter((d) => !only || only.includes(d.id));
    const results = await Promise.all(
      defs.map(async (def) => {
        const configured = def.configured(this.config);
        const probe = configured ? await probeSource(def, this.config) : { reachable: false, latencyMs: null, error: 'not configured' };
        const data = { source: def.id, configured, ...probe };
        const { position } = await handleCommand(this.store, dataSourceAggregate, def.id, { type: 'RecordCheck', data }, userId ? { userId } : {});
        return { result: { id: def.id, configured, reachable: probe.reachable, latencyMs: probe.latencyMs, error: probe.error }, position };
      }),
    );
    const last = results.map((r) => r.position).filter((p): p is Position => p !== null).sort(comparePositions).at(-1);
    if (last) await this.readYourWrites.waitFor([DataSourceStatusProjection.NAME], last);
    const list = results.map((r) => r.result);
    const configured = list.filter((r) => r.configured);
    const reached = configured.filter((r) => r.reachable);
    return { message: `${reached.length} of ${configured.length} configured sources connected`, results: list };
  }
}
