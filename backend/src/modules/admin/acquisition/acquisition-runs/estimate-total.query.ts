import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AcquisitionEstimate } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { CountPapersQuery } from '../ports.js';
import { KnownCompleteListSizeQuery } from './acquisition-runs.query.js';

/**
 * GET /api/papers/estimate-total: papers in the catalog, and the papers a bulk acquisition would
 * reach: the latest run's completeListSize when OAI-PMH reported one, else 2.4M (spec core §9).
 */
export class EstimateTotalQuery extends Query<AcquisitionEstimate> {}

@QueryHandler(EstimateTotalQuery)
export class EstimateTotalHandler implements IQueryHandler<EstimateTotalQuery> {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<AcquisitionEstimate> {
    const [{ total }, known] = await Promise.all([
      this.queryBus.execute(new CountPapersQuery()),
      this.queryBus.execute(new KnownCompleteListSizeQuery()),
    ]);
    return { currentInDB: total, estimatedTotal: known ?? this.config.acquisition.estimatedTotal };
  }
}
