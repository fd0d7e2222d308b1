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

/**
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
  ) {}

  async execute({ key, userId }: ViewPaperCommand): Promise<Paper> {
    const paperId = paperIdFromKey(key);
    if (!paperId) throw new DomainError('not-found', PAPER_NOT_FOUND);
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
    const paper = await this.queryBus.execute(new PaperByIdQuery(paperId));
    if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
    return paper;
  }
}
