import { Box } from '@mui/material';
import type { InstitutionUsageDay } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../../lib/FigureCard';
import { thisMonthTotals } from '../../../../lib/figures';

const n = (v: number) => v.toLocaleString('en-US');

/** Analytics (spec inst §2): monthly searches and active collaborations from institution usage; research grants "—" (no grant source). */
export function AnalyticsFigures({ usage, loading }: { usage: InstitutionUsageDay[] | undefined; loading: boolean }) {
  return (
    <Box sx={figureGrid} data-testid="institutional-analytics">
      <FigureCard
        testId="analytics-searches"
        label="Monthly Searches"
        loading={loading}
        failed={!usage}
        value={usage ? n(thisMonthTotals(usage).searchesPerformed) : '—'}
        caption="searches by members this month"
      />
      <FigureCard
        testId="analytics-collaborations"
        label="Active Collaborations"
        loading={loading}
        failed={!usage}
        value={usage ? n(thisMonthTotals(usage).collaborationEvents) : '—'}
        caption="team and chat events this month"
      />
      <FigureCard testId="analytics-grants" label="Research Grants" value="—" caption="no grant source is connected" />
    </Box>
  );
}
