/**
 * Research intelligence (docs/ARCHITECTURE.md §15, issue #34): the command center's live metrics,
 * computed from the institution's events and read models (reading activity, usage, team chat,
 * sessions) and the platform's own health checks; intelligence alerts raised by rules over events
 * (stream `alert-<id>`), acknowledged by administrators.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/config.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import { NihReporterClient } from '../../../platform/external/grants/nih-reporter.client.js';
import { OpenAlexModule } from '../../../platform/external/openalex/openalex.module.js';
import { GRANTS_CLIENT, GrantsHandler } from './finding-grants/grants.query.js';
import { GlobalIntelligenceHandler } from './global-fields/global-fields.query.js';
import { TopicPapers } from './topic-research/topic-papers.js';
import { TopicTrendsHandler } from './topic-research/topic-trends.query.js';
import { FieldSummaryHandler, LiteratureGapsHandler } from './topic-research/topic-review.query.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { AcknowledgeAlertHandler } from './acknowledging-alert/acknowledge-alert.handler.js';
import { AlertsProjection } from './intelligence-alerts/alerts.projection.js';
import { AlertsHandler, AlertsRaisedSinceHandler } from './intelligence-alerts/alerts.query.js';
import { NewPaperForTeamRule } from './raising-alerts/new-paper-for-team.rule.js';
import { TeamTopicsProjection } from './team-topics/team-topics.projection.js';
import { SecurityViolationRule } from './raising-alerts/security-violation.rule.js';
import { TopicReadingRules } from './raising-alerts/topic-reading.rule.js';
import { TrendingHandler } from './trending/trending.query.js';
import { DepartmentsHandler } from './departments/departments.query.js';
import { IntelligenceController } from './intelligence.controller.js';
import { LiveMetricsHandler } from './live-metrics/live-metrics.query.js';
import { SystemPulse } from './live-metrics/system-pulse.js';
import { InstitutionsModule, SearchModule } from './ports.js';
import { RecommendationsHandler } from './recommending-papers/recommendations.query.js';
import { ReadingActivityProjection } from './reading-activity/reading-activity.projection.js';

@Module({
  imports: [OpenAlexModule, InstitutionsModule, SearchModule],
  controllers: [IntelligenceController],
  providers: [
    {
      provide: GRANTS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: ({ grants }: AppConfig) => (grants.source ? new NihReporterClient({ url: grants.source.url, timeoutMs: grants.source.timeoutMs }) : null),
    },
    GlobalIntelligenceHandler,
    TopicPapers,
    TopicTrendsHandler,
    LiteratureGapsHandler,
    FieldSummaryHandler,
    GrantsHandler,
    ReadingActivityProjection,
    AlertsProjection,
    SecurityViolationRule,
    TeamTopicsProjection,
    NewPaperForTeamRule,
    TopicReadingRules,
    SystemPulse,
    LiveMetricsHandler,
    DepartmentsHandler,
    TrendingHandler,
    RecommendationsHandler,
    AlertsHandler,
    AlertsRaisedSinceHandler,
    AcknowledgeAlertHandler,
  ],
})
export class IntelligenceModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(ReadingActivityProjection) private readonly readingActivity: ReadingActivityProjection,
    @Inject(AlertsProjection) private readonly alerts: AlertsProjection,
    @Inject(SecurityViolationRule) private readonly securityViolations: SecurityViolationRule,
    @Inject(TeamTopicsProjection) private readonly teamTopics: TeamTopicsProjection,
    @Inject(NewPaperForTeamRule) private readonly newPapers: NewPaperForTeamRule,
    @Inject(TopicReadingRules) private readonly topicReading: TopicReadingRules,
  ) {}

  onModuleInit(): void {
    for (const p of [this.readingActivity, this.alerts, this.securityViolations, this.teamTopics, this.newPapers, this.topicReading]) this.registry.register(p);
  }
}
