import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { AcquisitionRunsProjection } from '../acquisition-runs/acquisition-runs.projection.js';
import { RunningAcquisitionRunsQuery } from '../acquisition-runs/acquisition-runs.query.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { harvestAggregate, harvestParamsProblem } from '../harvest.decider.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import type { HarvestParams } from '../harvest.js';
import { HarvestJobs } from './harvest.jobs.js';
import { type StartHarvestAnswer, StartHarvestCommand } from './start-harvest.command.js';

/** Serializes starts across processes, so two admins clicking at once start one run. */
const START_LOCK = 7412300;

function describeParams({ set, from, until }: HarvestParams): string {
  const parts = [set ? `set ${set}` : null, from ? `from ${from}` : null, until ? `until ${until}` : null].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/**
 * One run at a time: under an advisory lock, a run already running (per the read model) is
 * answered as such, and its job made sure of (a lost Redis forgets jobs, not runs); otherwise a
 * new run's HarvestStarted is appended and projected before the lock is let go, then its job is
 * enqueued.
 */
@CommandHandler(StartHarvestCommand)
export class StartHarvestHandler implements ICommandHandler<StartHarvestCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(HarvestJobs) private readonly jobs: HarvestJobs,
  ) {}

  async execute({ params, userId }: StartHarvestCommand): Promise<StartHarvestAnswer> {
    const problem = harvestParamsProblem(params);
    if (problem) throw new DomainError('invalid', problem);
    const client = await this.pool.connect();
    let runId: string;
    try {
      await client.query('select pg_advisory_lock($1)', [START_LOCK]);
      const [running] = await this.queryBus.execute(new RunningAcquisitionRunsQuery());
      if (running) {
        await this.jobs.ensure(running.runId, userId);
        return { started: false, runId: running.runId, message: 'A bulk acquisition is already running' };
      }
      runId = randomUUID();
      const { position } = await handleCommand(
        this.store,
        harvestAggregate,
        runId,
        { type: 'StartHarvest', data: { ...params, requestedBy: userId } },
        { correlationId: runId, ...(userId ? { userId } : {}) },
      );
      if (position) await this.readYourWrites.waitFor([AcquisitionRunsProjection.NAME], position);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
      client.release();
    }
    await this.jobs.ensure(runId, userId);
    return { started: true, runId, message: `Bulk acquisition started${describeParams(params)}` };
  }
}
