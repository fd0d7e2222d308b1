import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Pool } from '../database/database.js';
import { PG_POOL } from '../database/database.module.js';
import { EventStore, type Position } from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';
import { ProjectionRunner, waitForProjections } from './projection-runner.js';

/**
 * Context modules register their projections here in `onModuleInit`; the runner starts
 * once every module is initialised. PROJECTIONS_DISABLED=true leaves projecting to another process.
 */
@Injectable()
export class ProjectionRegistry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly projections: Projection[] = [];
  private runner: ProjectionRunner | null = null;
  private readonly logger = new Logger('Projections');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  register(...projections: Projection[]): void {
    this.projections.push(...projections);
  }

  all(): readonly Projection[] {
    return this.projections;
  }

  createRunner(): ProjectionRunner {
    return new ProjectionRunner(this.store, this.pool, this.projections, (m) => this.logger.error(m));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.PROJECTIONS_DISABLED === 'true') return;
    this.runner = this.createRunner();
    await this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
  }
}

/** Read-your-writes for command handlers: wait until the screen's projections have the write. */
@Injectable()
export class ReadYourWrites {
  private readonly logger = new Logger('ReadYourWrites');

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  // 15 s: a healthy server is caught up in milliseconds, so the bound only matters when the machine
  // is overloaded; then a longer wait beats answering without the write (a 401 right after sign-in,
  // "created but not readable").
  async waitFor(projections: readonly string[], position: Position, timeoutMs = 15_000): Promise<void> {
    try {
      await waitForProjections(this.pool, projections, position, timeoutMs);
    } catch (err) {
      // The write is stored; only its visibility is late. Answer anyway and say so in the log.
      this.logger.warn((err as Error).message);
    }
  }
}

@Global()
@Module({ providers: [ProjectionRegistry, ReadYourWrites], exports: [ProjectionRegistry, ReadYourWrites] })
export class ProjectionsModule {}
