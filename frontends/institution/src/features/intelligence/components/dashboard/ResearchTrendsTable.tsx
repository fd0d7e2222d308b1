import { Chip } from '@mui/material';
import { type EmergingTopic, TREND_IMPACT_THRESHOLDS, type TrendImpactLevel, trendImpactLevel } from '@scholarlens/contracts';
import { errorMessage } from '@scholarlens/common';
import { useResearchTrends } from '../../api/intelligence';
import { type Column, DataTable } from './DataTable';

const SHOWN = 10;
const IMPACT_COLOUR: Record<TrendImpactLevel, 'error' | 'warning' | 'info'> = { Critical: 'error', 'Very High': 'warning', High: 'info' };

const COLUMNS: Column<EmergingTopic>[] = [
  { label: 'Field', cell: (t) => t.topic },
  { label: 'Growth', cell: (t) => `${t.growthRate > 0 ? '+' : ''}${t.growthRate}%`, align: 'right' },
  { label: 'Papers', cell: (t) => t.papers.toLocaleString('en-US'), align: 'right' },
  {
    label: 'Impact',
    cell: (t) => {
      const level = trendImpactLevel(t.growthRate);
      return <Chip size="small" color={IMPACT_COLOUR[level]} label={level} />;
    },
  },
];

/** Research Trends (spec inst §2): the catalog's fastest-growing topics, with an impact level by their growth. */
export function ResearchTrendsTable() {
  const trends = useResearchTrends();
  const computedAt = trends.data ? new Date(trends.data.computedAt).toLocaleString('en-US') : '';
  return (
    <DataTable
      testId="institutional-trends"
      rows={trends.data?.emergingTopics.slice(0, SHOWN)}
      columns={COLUMNS}
      rowKey={(t) => t.topic}
      loading={trends.isLoading}
      error={trends.isError ? `Failed to load research trends. ${errorMessage(trends.error) ?? ''}` : null}
      empty="No research trends yet: the catalog has too few recent papers to compare."
      source={`From the catalog's research trends (papers of the recent window against the one before), computed ${computedAt}. Impact: Critical from ${TREND_IMPACT_THRESHOLDS.critical}% growth, Very High from ${TREND_IMPACT_THRESHOLDS.veryHigh}%, else High.`}
    />
  );
}
