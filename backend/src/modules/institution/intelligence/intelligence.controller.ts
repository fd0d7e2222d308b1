import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type DepartmentActivity, INTELLIGENCE_API, type LiveMetrics } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { DepartmentsQuery } from './departments/departments.query.js';
import { LiveMetricsQuery } from './live-metrics/live-metrics.query.js';
import { InstitutionAccess } from './ports.js';

/**
 * Research intelligence (spec inst §2 "Intelligence tab / command center", §7 /api/intelligence/*):
 * always the caller's own institution (InstitutionAccess: 404 without one); any active member reads it.
 */
@Controller()
export class IntelligenceController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
  ) {}

  @SignedIn()
  @Get(INTELLIGENCE_API.liveMetrics)
  @Answers('LiveMetrics')
  async liveMetrics(@CurrentUser() user: SessionUser): Promise<LiveMetrics> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new LiveMetricsQuery(me.institutionId));
  }

  /** The institutional dashboard's departments tab: members by department with their recent activity. */
  @SignedIn()
  @Get(INTELLIGENCE_API.departments)
  @Answers('DepartmentActivity[]')
  async departments(@CurrentUser() user: SessionUser): Promise<DepartmentActivity[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new DepartmentsQuery(me.institutionId));
  }
}
