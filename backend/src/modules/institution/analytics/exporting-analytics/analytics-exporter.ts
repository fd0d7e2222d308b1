/**
 * AnalyticsExporter: the export producer, a plain injectable service (the integrations context may
 * write its files elsewhere): `produce(institutionId, format, timeframe, department?)` →
 * `{ fileName, contentType, bytes, works }` with the page's figures in the chosen format (works: the
 * timeframe's totalPapers, which a pipeline counts as its records). It records
 * nothing; the export use case records the DATA_ACCESS.
 */
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ANALYTICS_MESSAGES, type AnalyticsDepartment, type AnalyticsExportFormat, type AnalyticsTimeframe } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { AnalyticsFigures } from '../analytics-figures/analytics-figures.service.js';
import { InstitutionRecordQuery } from '../ports.js';
import { EXPORT_CONTENT_TYPES, type ProducedFile, writeFormat } from './analytics-formats.js';
import type { AnalyticsSnapshot } from './analytics-snapshot.js';

@Injectable()
export class AnalyticsExporter {
  constructor(
    @Inject(AnalyticsFigures) private readonly figures: AnalyticsFigures,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async snapshot(institutionId: string, timeframe: AnalyticsTimeframe, department: AnalyticsDepartment = 'all', today?: string): Promise<AnalyticsSnapshot> {
    const [metrics, departments, impact, roi, predictions, record] = await Promise.all([
      this.figures.researchMetrics(institutionId, timeframe, department, today),
      this.figures.departments(institutionId, timeframe, department, today),
      this.figures.impact(institutionId, timeframe, department, today),
      this.figures.roi(institutionId, timeframe, today),
      this.figures.predictions(institutionId, today),
      this.queryBus.execute(new InstitutionRecordQuery(institutionId)),
    ]);
    if (!metrics || !departments || !impact || !roi || !predictions) throw new DomainError('conflict', ANALYTICS_MESSAGES.notConfigured);
    return { institutionName: record?.name ?? metrics.source.institutionName, generatedAt: new Date().toISOString(), metrics, departments, impact, roi, predictions };
  }

  async produce(institutionId: string, format: AnalyticsExportFormat, timeframe: AnalyticsTimeframe, department: AnalyticsDepartment = 'all'): Promise<ProducedFile & { works: number }> {
    const s = await this.snapshot(institutionId, timeframe, department);
    const { ext, type } = EXPORT_CONTENT_TYPES[format];
    return { fileName: `research-analytics-${timeframe}-${s.generatedAt.slice(0, 10)}.${ext}`, contentType: type, bytes: await writeFormat(format, s), works: s.metrics.totalPapers };
  }
}
