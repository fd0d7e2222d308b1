import { Chip } from '@mui/material';
import type { InstitutionTier } from '@scholarlens/contracts';

/** Tier badge colours (spec inst §2): basic gray, pro blue, enterprise purple. */
const TIER_COLOURS: Record<InstitutionTier, { bg: string; fg: string }> = {
  basic: { bg: '#eceff1', fg: '#455a64' },
  pro: { bg: '#e3f2fd', fg: '#1565c0' },
  enterprise: { bg: '#f3e5f5', fg: '#6a1b9a' },
};

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
