import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AcquisitionEstimate } from '@scholarlens/contracts';
import { AdminOnly, Public } from '../../../../platform/auth/access.js';
import { type AcquisitionStatus, AcquisitionStatusQuery } from './acquisition-status.query.js';
import { EstimateTotalQuery } from './estimate-total.query.js';

@Controller()
export class AcquisitionController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** `{currentInDB, estimatedTotal}` for the admin dashboard's bulk acquisition card (counts only: public). */
  @Public()
  @Get('api/papers/estimate-total')
  estimateTotal(): Promise<AcquisitionEstimate> {
    return this.queryBus.execute(new EstimateTotalQuery());
  }

  /** The latest bulk acquisition run's status and progress. */
  @AdminOnly()
  @Get('api/admin/acquisition')
  status(): Promise<AcquisitionStatus> {
    return this.queryBus.execute(new AcquisitionStatusQuery());
  }
}
