import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { PAPER_COLUMNS, type PaperRow, toPaper } from '../catalog/paper-row.js';

/** One paper from the read model by its paper id (see paperIdFromKey); null when unknown. */
export class PaperByIdQuery extends Query<Paper | null> {
  constructor(readonly paperId: string) {
    super();
  }
}

@QueryHandler(PaperByIdQuery)
export class PaperByIdHandler implements IQueryHandler<PaperByIdQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ paperId }: PaperByIdQuery): Promise<Paper | null> {
    const { rows } = await this.pool.query<PaperRow>({
      name: 'paper-by-id',
      text: `select ${PAPER_COLUMNS} from papers p where p.id = $1`,
      values: [paperId],
    });
    return rows[0] ? toPaper(rows[0]) : null;
  }
}
