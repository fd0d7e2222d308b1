import { Button, Stack, Typography } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { AI_MESSAGES, remaining } from '@scholarlens/contracts';
import { openPricing, useAuth, useUsage } from '@scholarlens/common';

/**
 * Whether the signed-in user has used up today's AI summaries (spec core §6: Free, 3 per UTC day),
 * from the plan and the usage the page already has. Then the AI Analysis button is not offered:
 * a request would only end in 429. Anonymous visitors still get the button (its 401 says to sign in).
 */
export function useSummariesExhausted(): boolean {
  const { user } = useAuth();
  const { usage } = useUsage();
  return user !== null && remaining(user.plan, 'aiSummary', usage) === 0;
}

/** What stands where the AI Analysis / Generate Summary button was: the reason, and Upgrade. */
export function SummariesUsedUp({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="ai-analysis-limit">
      <Typography variant="body2" color="text.secondary">
        {AI_MESSAGES.noSummariesLeft}
      </Typography>
      <Button size={size} variant="contained" color="secondary" startIcon={<WorkspacePremiumIcon />} onClick={openPricing} data-testid="ai-analysis-upgrade">
        Upgrade
      </Button>
    </Stack>
  );
}
