/**
 * What an export holds: the figures the analytics page shows for one timeframe and department
 * (research metrics with their series, fields and countries; departments; impact; ROI;
 * predictions), the institution's name and when it was produced. Each format writes these rows.
 */
import {
  type AnalyticsDepartments,
  type AnalyticsImpact,
  type AnalyticsPredictions,
  type AnalyticsResearchMetrics,
  type AnalyticsRoi,
  NO_DATA_SOURCE,
} from '@scholarlens/contracts';

export interface AnalyticsSnapshot {
  institutionName: string;
  generatedAt: string;
  metrics: AnalyticsResearchMetrics;
  departments: AnalyticsDepartments;
  impact: AnalyticsImpact;
  roi: AnalyticsRoi;
  predictions: AnalyticsPredictions;
}

const show = (v: number | null | undefined) => (v === null || v === undefined ? `— (${NO_DATA_SOURCE})` : v);

/** The headline figures, label → value, the same in every format (the tests compare them with the API's). */
export function summaryRows(s: AnalyticsSnapshot): [string, string | number][] {
  const m = s.metrics;
  return [
    ['Institution', s.institutionName],
    ['Timeframe', `${m.timeframe} (${m.from} to ${m.to})`],
    ['Department', m.department],
    ['Total papers', m.totalPapers],
    ['Total citations', m.totalCitations],
    ['h-index', m.hIndex],
    ['Collaborating institutions', m.collaborations],
    ['Impact score', m.impactScore === null ? '—' : m.impactScore],
    ['Trending score', m.trendingScore === null ? '—' : m.trendingScore],
    ['Publications growth %', m.publications.growth === null ? '—' : m.publications.growth],
    ['Grant funding', show(m.grantFunding)],
    ['Citation velocity', show(s.impact.academicImpact.citationVelocity)],
    ['Cross-disciplinary %', show(s.impact.academicImpact.crossDisciplinary)],
    ['International reach %', show(s.impact.academicImpact.internationalReach)],
    ['License investment (USD)', show(s.roi.investment.totalSpent)],
    ['Cost per paper (USD)', show(s.roi.efficiency.costPerPaper)],
    ['Cost per citation (USD)', show(s.roi.efficiency.costPerCitation)],
    ['Source', `${m.source.provider} ${m.source.openAlexId}, synced ${m.source.syncedAt ?? '—'}`],
  ];
}

export function seriesRows(s: AnalyticsSnapshot): [string, number, number][] {
  return s.metrics.series.map((p) => [p.period, p.papers, p.citations]);
}

export function departmentRows(s: AnalyticsSnapshot): (string | number)[][] {
  return s.departments.departments.map((d) => [d.name, d.faculty, d.students, d.publications, d.citations, d.productivity.citationsPerPaper ?? '—']);
}

export function forecastRows(s: AnalyticsSnapshot): (string | number)[][] {
  const rows: (string | number)[][] = [];
  const t = s.predictions.total;
  if (t.forecast) rows.push(['All fields', t.forecast.year, t.forecast.papers, t.forecast.low, t.forecast.high, '—']);
  for (const f of s.predictions.emergingFields) if (f.forecast) rows.push([f.field, f.forecast.year, f.forecast.papers, f.forecast.low, f.forecast.high, f.growth ?? '—']);
  return rows;
}
