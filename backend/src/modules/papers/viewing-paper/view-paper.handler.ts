import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { PAPER_KEY_COLUMN } from '../catalog/paper-row.js';
import { PapersProjection } from '../catalog/papers.projection.js';
import { PAPER_NOT_FOUND, decide } from '../paper.decider.js';
import { type PaperState, initialPaperState, paperIdFromKey, paperStreamId } from '../paper.js';
import { PaperByIdQuery } from '../paper-by-id/paper-by-id.query.js';
import { ViewPaperCommand } from './view-paper.command.js';
import type { Redis } from 'ioredis';
import { SESSION_REDIS } from '../../../platform/auth/auth.module.js';
import type { AppConfig } from '../../../platform/config/config.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';

/** A visitor's views of one paper count once per this window. */
export const VIEW_WINDOW_SECONDS = 3600;

/**
 * A view counts once per visitor per paper per hour: a Redis key (shared by every backend process)
 * marks the visitor's view until the hour is over; repeated opens answer the paper without an event.
 * The paper's state comes from the read model (a paper stream grows with every view, so it is not
 * replayed per request); views commute, so the append expects 'any'. The answer is read after the
 * papers projection has the view (read-your-writes).
 */
@CommandHandler(ViewPaperCommand)
export class ViewPaperHandler implements ICommandHandler<ViewPaperCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SESSION_REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ key, userId, visitor }: ViewPaperCommand): Promise<Paper> {
    const paperId = paperIdFromKey(key);
    if (!paperId) throw new DomainError('not-found', PAPER_NOT_FOUND);
    if (!(await this.firstViewThisHour(paperId, visitor))) return this.answer(paperId);
    const { rows } = await this.pool.query<{ key: string; version: number | null; updated_date: string | null; views: number }>({
      name: 'paper-state-by-key',
      text: `select ${PAPER_KEY_COLUMN}, version, updated_date::text as updated_date, views from papers where id = $1`,
      values: [paperId],
    });
    const row = rows[0];
    const state: PaperState = row
      ? { status: 'catalogued', key: row.key, version: row.version, updatedDate: row.updated_date, views: Number(row.views) }
      : initialPaperState;
    const events = decide({ type: 'ViewPaper', data: {} }, state);
    const result = await this.store.append(
      paperStreamId(row.key),
      events.map((e) => ({ type: e.type, data: e.data as unknown as Record<string, unknown>, metadata: userId ? { userId } : {} })),
      // 'any': a view only counts and commutes with every other event of the paper, so no write can make it wrong.
      'any',
    );
    await this.readYourWrites.waitFor([PapersProjection.NAME], result.position);
    return this.answer(paperId);
  }

  private async answer(paperId: string): Promise<Paper> {
    const paper = await this.queryBus.execute(new PaperByIdQuery(paperId));
    if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
    return paper;
  }

  /** Marks the visitor's view of the paper for the hour; false when it was marked already. Without Redis the view counts. */
  private async firstViewThisHour(paperId: string, visitor: string): Promise<boolean> {
    const mark = `${this.config.redisPrefix}viewed:${paperId}:${visitor}`;
    return this.redis.set(mark, '1', 'EX', VIEW_WINDOW_SECONDS, 'NX').then(
      (answer) => answer === 'OK',
      () => true,
    );
  }
}
