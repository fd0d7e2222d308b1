import { Controller, Get, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AI_RESEARCH_API, type DepartmentActivity, INTELLIGENCE_API, type RecommendationsAnswer, type IntelligenceAlert, type LiveMetrics, type TrendingItem } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { AcknowledgeAlertCommand } from './acknowledging-alert/acknowledge-alert.command.js';
import { AlertsQuery } from './intelligence-alerts/alerts.query.js';
import { RecommendationsQuery } from './recommending-papers/recommendations.query.js';
import { TrendingQuery } from './trending/trending.query.js';
import { DepartmentsQuery } from './departments/departments.query.js';
import { LiveMetricsQuery } from './live-metrics/live-metrics.query.js';
import { InstitutionAccess } from './ports.js';

/**
 * Research intelligence (spec inst §2 "Intelligence tab / command center", §7 /api/intelligence/*):
 * always the caller's own institution (InstitutionAccess: 404 without one); any active member reads it,
 * administrators acknowledge alerts.
 */
@Controller()
export class IntelligenceController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
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

  @SignedIn()
  @Get(INTELLIGENCE_API.trending)
  @Answers('TrendingItem[]')
  async trending(@CurrentUser() user: SessionUser): Promise<TrendingItem[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new TrendingQuery(me.institutionId));
  }

  @SignedIn()
  @Get(INTELLIGENCE_API.alerts)
  @Answers('IntelligenceAlert[]')
  async alerts(@CurrentUser() user: SessionUser): Promise<IntelligenceAlert[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new AlertsQuery(me.institutionId));
  }

  /** Clears the alert's "Action Required" (administrators; an alert of another institution is 404). */
  @SignedIn()
  @Post('/api/intelligence/alerts/:alertId/acknowledge')
  @HttpCode(HttpStatus.NO_CONTENT)
  async acknowledge(@Param('alertId') alertId: string, @CurrentUser() user: SessionUser): Promise<void> {
    const me = await this.access.adminOf(user);
    await this.commandBus.execute(new AcknowledgeAlertCommand(me, alertId));
  }

  /** The AI research assistant's recommendations for the caller, from their own activity (no institution needed). */
  @SignedIn()
  @Get(AI_RESEARCH_API.recommendations)
  @Answers('RecommendationsAnswer')
  recommendations(@CurrentUser() user: SessionUser): Promise<RecommendationsAnswer> {
    return this.queryBus.execute(new RecommendationsQuery(user.id));
  }

  /** Recomputes them now (they are computed per call, so this answers the fresh list). */
  @SignedIn()
  @Post(AI_RESEARCH_API.refreshRecommendations)
  @HttpCode(HttpStatus.OK)
  @Answers('RecommendationsAnswer')
  refreshRecommendations(@CurrentUser() user: SessionUser): Promise<RecommendationsAnswer> {
    return this.queryBus.execute(new RecommendationsQuery(user.id));
  }
}
