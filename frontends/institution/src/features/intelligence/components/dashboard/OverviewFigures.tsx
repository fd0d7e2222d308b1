import { Box } from '@mui/material';
import { ACTIVE_PAPER_MINUTES, type ContractRoi, type Institution, formatUsd } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../../lib/FigureCard';
import { useAnalyticsSource, useCitationImpact } from '../../api/analytics-figures';
import { useLiveMetrics } from '../../api/intelligence';

/**
 * Overview (spec inst §2): Total Researchers (the institution's active members), Active Papers (the
 * live metric), Annual Savings (the contract ROI's value of researcher time saved in the contract
 * period so far; "—" without a contract) and Citation
 * Impact (the analytics impact score of the last 12 months' works, from the institution's synced
 * OpenAlex works; "—" until an OpenAlex institution id is configured and synced).
 */
export function OverviewFigures({ institution, roi }: { institution: Institution; roi: { data: ContractRoi | null | undefined; loading: boolean } }) {
  const metrics = useLiveMetrics();
  const source = useAnalyticsSource();
  const synced = Boolean(source.data?.lastSyncedAt);
  const impact = useCitationImpact(synced);
  const m = impact.data;
  return (
    <Box sx={figureGrid} data-testid="institutional-overview">
      <FigureCard testId="overview-researchers" label="Total Researchers" value={institution.activeUsers.toLocaleString('en-US')} caption="active members of the institution" />
      <FigureCard
        testId="overview-active-papers"
        label="Active Papers"
        loading={metrics.isLoading}
        failed={!metrics.data}
        value={metrics.data?.activePapers.toLocaleString('en-US')}
        caption={`opened by members in the last ${ACTIVE_PAPER_MINUTES} min`}
      />
      <FigureCard
        testId="overview-savings"
        label="Annual Savings"
        loading={roi.loading}
        value={roi.data ? formatUsd(roi.data.figures.valueOfTimeSaved) : '—'}
        caption={
          roi.data
            ? `researcher time saved this contract period, at ${formatUsd(roi.data.assumptions.hourlyRate)} an hour (contract ROI)`
            : 'needs a contract (the portal’s contracts tab)'
        }
      />
      <FigureCard
        testId="overview-citation-impact"
        label="Citation Impact"
        loading={source.isLoading || (synced && impact.isLoading)}
        value={m && m.impactScore !== null ? m.impactScore : '—'}
        caption={
          !synced
            ? 'needs an OpenAlex institution id (the portal’s analytics tab)'
            : m
              ? `mean citation percentile of ${m.totalPapers} works of the last 12 months (OpenAlex); ${m.totalCitations.toLocaleString('en-US')} citations`
              : '—'
        }
      />
    </Box>
  );
}
