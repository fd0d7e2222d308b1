import { Stack } from '@mui/material';
import { CommandCenter } from './CommandCenter';
import { IntelligenceAlerts } from './IntelligenceAlerts';
import { TrendingResearch } from './TrendingResearch';

/** The portal's intelligence tab (spec inst §2): the command center, trending research and the institution's alerts. */
export function IntelligenceTab({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Stack spacing={3}>
      <CommandCenter />
      <TrendingResearch />
      <IntelligenceAlerts canAcknowledge={isAdmin} />
    </Stack>
  );
}
