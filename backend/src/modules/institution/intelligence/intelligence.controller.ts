import { Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AI_RESEARCH_API,
  type AiResearchTopic,
  DEFAULT_AI_RESEARCH_TOPIC,
  type DepartmentActivity,
  type FieldSummaryAnswer,
  type GlobalIntelligence,
  type GrantsAnswer,
  INTELLIGENCE_API,
  type IntelligenceAlert,
  type LiteratureGapsAnswer,
  type LiveMetrics,
  type RecommendationsAnswer,
  type TopicTrendsAnswer,
  type TrendingItem,
} from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { AcknowledgeAlertCommand } from './acknowledging-alert/acknowledge-alert.command.js';
import { AlertsQuery } from './intelligence-alerts/alerts.query.js';
import { RecommendationsQuery } from './recommending-papers/recommendations.query.js';
import { TrendingQuery } from './trending/trending.query.js';
import { DepartmentsQuery } from './departments/departments.query.js';
import { LiveMetricsQuery } from './live-metrics/live-metrics.query.js';
import { InstitutionAccess } from './ports.js';
import { GlobalIntelligenceQuery } from './global-fields/global-fields.query.js';
import { GrantsQuery } from './finding-grants/grants.query.js';
import { TopicQueryDto } from './topic-research/topic.dto.js';
import { TopicTrendsQuery } from './topic-research/topic-trends.query.js';
import { FieldSummaryQuery, LiteratureGapsQuery } from './topic-research/topic-review.query.js';

const topicOf = (q: TopicQueryDto) => (q.topic ?? DEFAULT_AI_RESEARCH_TOPIC) as AiResearchTopic;

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

  /** The fastest-growing fields worldwide from OpenAlex, or `not-configured` without live access (members). */
  @SignedIn()
  @Get(INTELLIGENCE_API.global)
  @Answers('GlobalIntelligence')
  async global(@CurrentUser() user: SessionUser): Promise<GlobalIntelligence> {
    await this.access.memberOf(user);
    return this.queryBus.execute(new GlobalIntelligenceQuery());
  }

  /** The assistant's trends of the chosen topic, measured in the catalog (members). */
  @SignedIn()
  @Get(AI_RESEARCH_API.trends)
  @Answers('TopicTrendsAnswer')
  async topicTrends(@Query() query: TopicQueryDto, @CurrentUser() user: SessionUser): Promise<TopicTrendsAnswer> {
    await this.access.memberOf(user);
    return this.queryBus.execute(new TopicTrendsQuery(topicOf(query)));
  }

  /** Gaps in the chosen topic's literature, written by the AI provider from its top catalog papers (members). */
  @SignedIn()
  @Get(AI_RESEARCH_API.literatureGaps)
  @Answers('LiteratureGapsAnswer')
  async literatureGaps(@Query() query: TopicQueryDto, @CurrentUser() user: SessionUser): Promise<LiteratureGapsAnswer> {
    await this.access.memberOf(user);
    return this.queryBus.execute(new LiteratureGapsQuery(topicOf(query)));
  }

  /** A summary of the chosen topic's field, written by the AI provider from its top catalog papers (members). */
  @SignedIn()
  @Get(AI_RESEARCH_API.summary)
  @Answers('FieldSummaryAnswer')
  async summary(@Query() query: TopicQueryDto, @CurrentUser() user: SessionUser): Promise<FieldSummaryAnswer> {
    await this.access.memberOf(user);
    return this.queryBus.execute(new FieldSummaryQuery(topicOf(query)));
  }

  /** Grants on the chosen topic from the configured source (GRANTS_SOURCE), or `not-configured` (members). */
  @SignedIn()
  @Get(AI_RESEARCH_API.grants)
  @Answers('GrantsAnswer')
  async grants(@Query() query: TopicQueryDto, @CurrentUser() user: SessionUser): Promise<GrantsAnswer> {
    await this.access.memberOf(user);
    return this.queryBus.execute(new GrantsQuery(topicOf(query)));
  }
}
