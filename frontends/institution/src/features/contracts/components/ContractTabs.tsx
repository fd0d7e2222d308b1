import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage } from '@scholarlens/common';
import { CONTRACT_MESSAGES, type ContractTier, type ContractUsage, formatUsd } from '@scholarlens/contracts';
import { figureGrid, FigureCard } from '../../../lib/FigureCard';
import { TIER_COLOURS, TIER_ICONS, tierLabel } from '../../../lib/tiers';
import { useContractCompliance, useContractRoi, useContractUsage, useTiers } from '../api/contracts';

/** Spec inst §9 skeleton counts: usage and ROI 4, tiers 3. */
const skeletons = (n: number, height: number) => (
  <Box sx={figureGrid}>
    {Array.from({ length: n }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={height} data-testid="contract-skeleton" />
    ))}
  </Box>
);

export function EmptyState({ text, testId }: { text: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }} data-testid={testId}>
      <Typography color="text.secondary">{text}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Figures appear once your institution has a contract: generate a proposal, or ask ScholarLens to set one.
      </Typography>
    </Paper>
  );
}

const failed = (error: unknown) => <Alert severity="error">{errorMessage(error) ?? 'These figures could not be loaded right now.'}</Alert>;

const USAGE_FIGURES: { key: keyof ContractUsage; label: string; unit?: string }[] = [
  { key: 'activeUsers', label: 'Active Users' },
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'papersViewed', label: 'Papers Viewed' },
  { key: 'collaborationEvents', label: 'Collaboration Events' },
  { key: 'aiSummariesGenerated', label: 'AI Summaries Generated' },
  { key: 'apiCalls', label: 'API Calls' },
  { key: 'storageUsed', label: 'Storage Used', unit: ' MB' },
  { key: 'searchesPerformed', label: 'Searches' },
];

export function UsageTab() {
  const usage = useContractUsage(true);
  if (usage.isLoading) return skeletons(4, 110);
  if (usage.isError) return failed(usage.error);
  const u = usage.data;
  if (!u) return <EmptyState text={CONTRACT_MESSAGES.noUsage} testId="usage-empty" />;
  return (
    <Stack spacing={1.5} data-testid="usage-tab">
      <Typography variant="body2" color="text.secondary">
        Contract period so far: {u.periodStart} to {u.periodEnd}.
      </Typography>
      <Box sx={figureGrid}>
        {USAGE_FIGURES.map((f) => {
          const value = u[f.key] as number | null;
          return (
            <FigureCard
              key={f.key}
              label={f.label}
              value={value === null ? '—' : `${value.toLocaleString('en-US')}${f.unit ?? ''}`}
              caption={u.sources[f.key]}
              testId={`usage-${f.key}`}
            />
          );
        })}
      </Box>
    </Stack>
  );
}

export function ComplianceTab() {
  const compliance = useContractCompliance(true);
  if (compliance.isLoading) return <Skeleton variant="rounded" height={160} data-testid="contract-skeleton" />;
  if (compliance.isError) return failed(compliance.error);
  const c = compliance.data;
  if (!c) return <EmptyState text={CONTRACT_MESSAGES.noCompliance} testId="compliance-empty" />;
  const colour = c.utilizationRate > 90 ? 'error' : c.utilizationRate < 50 ? 'warning' : 'success';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="compliance-tab">
      {c.expired && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="compliance-expired">
          The contract expired on {c.endDate}.
        </Alert>
      )}
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        License Utilization
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="compliance-rate">
        {c.utilizationRate}%
      </Typography>
      <LinearProgress variant="determinate" value={Math.min(100, c.utilizationRate)} color={colour} sx={{ height: 8, borderRadius: 4, my: 1 }} />
      <Typography variant="body2" color="text.secondary" data-testid="compliance-seats">
        {c.currentUsers.toLocaleString('en-US')} of {c.userLimit.toLocaleString('en-US')} licensed seats taken (active members and pending invitations)
      </Typography>
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mt: 2 }}>
        Recommendations
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="compliance-recommendations">
        {c.recommendations.map((r) => (
          <Typography component="li" key={r} variant="body2">
            {r}
          </Typography>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        Rules: below 50% utilization suggests fewer seats; above 90% warns of the limit.
      </Typography>
    </Paper>
  );
}

export function PricingTab({ current }: { current: string | null }) {
  const tiers = useTiers(true);
  if (tiers.isLoading) return skeletons(3, 220);
  if (tiers.isError) return failed(tiers.error);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }} data-testid="pricing-tab">
      {(tiers.data ?? []).map((t) => (
        <TierCard key={t.name} tier={t} current={t.name === current} />
      ))}
    </Box>
  );
}

function TierCard({ tier, current }: { tier: ContractTier; current: boolean }) {
  const c = TIER_COLOURS[tier.name];
  return (
    <Card variant="outlined" sx={{ borderColor: current ? c.fg : undefined, borderWidth: current ? 2 : 1 }} data-testid={`tier-${tier.name}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {TIER_ICONS[tier.name]({})}
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, color: c.fg }}>
            {tierLabel(tier.name)}
          </Typography>
          {current && <Chip size="small" label="Current" sx={{ bgcolor: c.bg, color: c.fg }} />}
        </Stack>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
          {formatUsd(tier.price)}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            per user per month
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Up to {tier.maxUsers.toLocaleString('en-US')} users · {tier.support}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
          {tier.features.map((f) => (
            <Typography component="li" variant="body2" key={f}>
              {f}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

export function RoiTab() {
  const roi = useContractRoi(true);
  if (roi.isLoading) return skeletons(4, 110);
  if (roi.isError) return failed(roi.error);
  const r = roi.data;
  if (!r) return <EmptyState text={CONTRACT_MESSAGES.noRoi} testId="roi-empty" />;
  const a = r.assumptions;
  const card = (label: string, value: string, caption: ReactNode, testId: string) => <FigureCard label={label} value={<Typography sx={{ fontWeight: 700 }}>{value}</Typography>} caption={caption} testId={testId} />;
  return (
    <Stack spacing={1.5} data-testid="roi-tab">
      <Box sx={figureGrid}>
        {card('Time to Value', r.timeToValue, 'From the contract start to the first recorded member activity', 'roi-time-to-value')}
        {card('Productivity Gains', r.productivityGains, 'AI summaries and searches at the minutes below', 'roi-productivity')}
        {card('Cost Savings', r.costSavings, `${r.figures.hoursSaved} hours at ${formatUsd(a.hourlyRate)} an hour`, 'roi-cost-savings')}
        {card('Research Efficiency', r.researchEfficiency, 'Value of time saved against the license cost of the period so far', 'roi-efficiency')}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="roi-assumptions">
        Assumptions (set by your ScholarLens operator): {a.minutesSavedPerSummary} minutes saved per AI summary, {a.minutesSavedPerSearch} minutes per search,{' '}
        {formatUsd(a.hourlyRate)} per researcher hour.
      </Typography>
    </Stack>
  );
}
