import { Box } from '@mui/material';
import { ACTIVE_PAPER_MINUTES, type ContractRoi, type Institution, formatUsd } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../../lib/FigureCard';
import { useLiveMetrics } from '../../api/intelligence';

/**
 * Overview (spec inst §2): Total Researchers (the institution's active members), Active Papers (the
 * live metric), Annual Savings (the contract ROI's value of researcher time saved in the contract
 * period so far; "—" without a contract) and Citation
 * Impact ("—" until an OpenAlex institution id is configured).
 */
export function OverviewFigures({ institution, roi }: { institution: Institution; roi: { data: ContractRoi | null | undefined; loading: boolean } }) {
  const metrics = useLiveMetrics();
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
      <FigureCard testId="overview-citation-impact" label="Citation Impact" value="—" caption="needs an OpenAlex institution id" />
    </Box>
  );
}
