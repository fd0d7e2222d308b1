import { Stack } from '@mui/material';
import { CommandCenter } from './CommandCenter';
import { GlobalIntelligence } from './GlobalIntelligence';
import { IntelligenceAlerts } from './IntelligenceAlerts';
import { TrendingResearch } from './TrendingResearch';

/** The portal's intelligence tab (spec inst §2): the command center, trending research, the institution's alerts and the fastest-growing fields worldwide. */
export function IntelligenceTab({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Stack spacing={3}>
      <CommandCenter />
      <TrendingResearch />
      <IntelligenceAlerts canAcknowledge={isAdmin} />
      <GlobalIntelligence />
    </Stack>
  );
}
