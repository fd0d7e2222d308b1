import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { errorMessage, useAuth } from '@scholarlens/common';
import { CONTRACT_MESSAGES, CONTRACTS_API, type Contract, formatUsd, signInPath } from '@scholarlens/contracts';
import { figureGrid, FigureCard } from '../../../lib/FigureCard';
import { TIER_COLOURS, TIER_ICONS, tierLabel } from '../../../lib/tiers';
import { useContractCompliance, useContractUsage, useCurrentContract, useTiers } from '../api/contracts';
import { ComplianceTab, EmptyState, PricingTab, RoiTab, UsageTab } from './ContractTabs';
import { GenerateProposalDialog } from './GenerateProposalDialog';
import { ProposalCard } from './ProposalCard';
import { ProposalHistory } from './ProposalHistory';

/** The five tabs of spec inst §2 "Contract management". */
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'usage', label: 'Usage' },
  { id: 'compliance', label: 'Compliance' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'roi', label: 'ROI' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * Contract management, the portal's contracts tab: the contract, the active proposal and figures
 * computed from the institution's recorded use; administrators generate, send and sign proposals
 * and export the report.
 */
export function ContractsPanel({ isAdmin }: { isAdmin: boolean }) {
  const { isAuthenticated } = useAuth();
  const [tab, setTab] = useState<TabId>('overview');
  const [generating, setGenerating] = useState(false);
  const tiers = useTiers(isAuthenticated);
  const contract = useCurrentContract(isAuthenticated);
  if (!isAuthenticated) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="contracts-sign-in">
        <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography sx={{ my: 1 }}>{CONTRACT_MESSAGES.signInPrompt}</Typography>
        <Button variant="contained" href={signInPath('/institution?tab=contracts')}>
          {CONTRACT_MESSAGES.signInButton}
        </Button>
      </Paper>
    );
  }
  return (
    <Box data-testid="contracts-panel">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Contract Management
        </Typography>
        {isAdmin ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setGenerating(true)} data-testid="generate-proposal">
              Generate Proposal
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} href={CONTRACTS_API.reportPdf} download data-testid="contracts-export">
              Export Report
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Only institution administrators generate proposals and export reports.
          </Typography>
        )}
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, v: TabId) => setTab(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Contract sections">
          {TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} data-testid={`contracts-tab-${t.id}`} />
          ))}
        </Tabs>
      </Box>
      {tab === 'overview' ? (
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <ContractCard contract={contract.data} loading={contract.isLoading} error={contract.error} />
            <ProposalCard isAdmin={isAdmin} />
          </Box>
          <ProposalHistory />
          <OverviewFigures contract={contract.data ?? null} loading={contract.isLoading} />
        </Stack>
      ) : tab === 'usage' ? (
        <UsageTab />
      ) : tab === 'compliance' ? (
        <ComplianceTab />
      ) : tab === 'pricing' ? (
        <PricingTab current={contract.data?.tier ?? null} />
      ) : (
        <RoiTab />
      )}
      <GenerateProposalDialog open={generating} onClose={() => setGenerating(false)} tiers={tiers.data} />
    </Box>
  );
}

function ContractCard({ contract, loading, error }: { contract: Contract | null | undefined; loading: boolean; error: unknown }) {
  return (
    <Card variant="outlined" data-testid="contract-card" data-status={contract?.status ?? 'none'}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Current Contract
        </Typography>
        {loading ? (
          <Skeleton variant="rounded" height={96} />
        ) : error ? (
          <Alert severity="error">{errorMessage(error) ?? 'The contract could not be loaded.'}</Alert>
        ) : !contract ? (
          <Typography color="text.secondary" data-testid="contract-none">
            No contract yet. Your institution’s tier and seats were set by ScholarLens; a signed proposal starts a contract.
          </Typography>
        ) : (
          <Stack spacing={0.75}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              {TIER_ICONS[contract.tier]({})}
              <Chip
                label={tierLabel(contract.tier)}
                size="small"
                sx={{ bgcolor: TIER_COLOURS[contract.tier].bg, color: TIER_COLOURS[contract.tier].fg, fontWeight: 700 }}
                data-testid="contract-tier"
              />
              <Chip size="small" label={contract.status} color={contract.status === 'active' ? 'success' : 'error'} sx={{ textTransform: 'capitalize' }} data-testid="contract-status" />
            </Stack>
            <Typography data-testid="contract-users">{contract.licensedUsers.toLocaleString('en-US')} licensed users</Typography>
            <Typography>
              <strong data-testid="contract-monthly">{formatUsd(contract.monthlyCost)}</strong> per month ({formatUsd(contract.pricePerUser)} per user)
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {contract.startDate} to {contract.endDate}
              {contract.status === 'expired' ? ' (expired)' : ''} · {contract.proposalId ? 'from a signed proposal' : 'set by ScholarLens'}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Four figure cards: licensed users, active users, cost per active user and utilization, each from the contract and recorded use. */
function OverviewFigures({ contract, loading }: { contract: Contract | null; loading: boolean }) {
  const usage = useContractUsage(true);
  const compliance = useContractCompliance(true);
  if (loading || usage.isLoading || compliance.isLoading) {
    return (
      <Box sx={figureGrid}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={110} />
        ))}
      </Box>
    );
  }
  if (!contract || !usage.data || !compliance.data) return <EmptyState text={CONTRACT_MESSAGES.noUsage} testId="contract-figures-empty" />;
  const u = usage.data;
  const perUser = u.activeUsers > 0 ? formatUsd(contract.monthlyCost / u.activeUsers) : '—';
  return (
    <Box sx={figureGrid}>
      <FigureCard label="Licensed Users" value={contract.licensedUsers.toLocaleString('en-US')} caption="The contract" testId="contract-licensed" />
      <FigureCard label="Active Users" value={u.activeUsers.toLocaleString('en-US')} caption={`Members active ${u.periodStart} to ${u.periodEnd}`} testId="contract-active" />
      <FigureCard label="Cost per Active User" value={perUser} caption="Monthly cost ÷ active users" testId="contract-cost-per-user" />
      <FigureCard label="Utilization" value={`${compliance.data.utilizationRate}%`} caption="Seats taken ÷ licensed users" testId="contract-utilization" />
    </Box>
  );
}
