/**
 * Research intelligence (docs/ARCHITECTURE.md §15, issue #34): the command center's live metrics,
 * computed from the institution's events and read models (reading activity, usage, team chat,
 * sessions) and the platform's own health checks.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { DepartmentsHandler } from './departments/departments.query.js';
import { IntelligenceController } from './intelligence.controller.js';
import { LiveMetricsHandler } from './live-metrics/live-metrics.query.js';
import { SystemPulse } from './live-metrics/system-pulse.js';
import { InstitutionsModule } from './ports.js';
import { ReadingActivityProjection } from './reading-activity/reading-activity.projection.js';

@Module({
  imports: [InstitutionsModule],
  controllers: [IntelligenceController],
  providers: [ReadingActivityProjection, SystemPulse, LiveMetricsHandler, DepartmentsHandler],
})
export class IntelligenceModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(ReadingActivityProjection) private readonly readingActivity: ReadingActivityProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.readingActivity);
  }
}
