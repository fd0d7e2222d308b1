import { Chip } from '@mui/material';
import type { InstitutionTier } from '@scholarlens/contracts';

import { TIER_COLOURS } from '../../../lib/tiers';

export function TierBadge({ tier }: { tier: InstitutionTier }) {
  const c = TIER_COLOURS[tier] ?? TIER_COLOURS.basic;
  return (
    <Chip
      size="small"
      label={tier}
      data-testid="tier-badge"
      data-tier={tier}
      sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 700, textTransform: 'capitalize' }}
    />
  );
}
