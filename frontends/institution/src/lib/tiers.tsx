import type { ReactElement } from 'react';
import type { InstitutionTier } from '@scholarlens/contracts';
import BusinessIcon from '@mui/icons-material/Business';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

/** Tier colours (spec inst §2): basic gray, pro blue, enterprise purple; shared by the tier badge and the contracts panel. */
export const TIER_COLOURS: Record<InstitutionTier, { bg: string; fg: string }> = {
  basic: { bg: '#eceff1', fg: '#455a64' },
  pro: { bg: '#e3f2fd', fg: '#1565c0' },
  enterprise: { bg: '#f3e5f5', fg: '#6a1b9a' },
};

/** Tier icons of the contracts panel. */
export const TIER_ICONS: Record<InstitutionTier, (props: { fontSize?: 'small' | 'medium' | 'large' }) => ReactElement> = {
  basic: (p) => <StarBorderIcon {...p} sx={{ color: TIER_COLOURS.basic.fg }} />,
  pro: (p) => <WorkspacePremiumIcon {...p} sx={{ color: TIER_COLOURS.pro.fg }} />,
  enterprise: (p) => <BusinessIcon {...p} sx={{ color: TIER_COLOURS.enterprise.fg }} />,
};

export const tierLabel = (tier: InstitutionTier) => tier[0].toUpperCase() + tier.slice(1);
