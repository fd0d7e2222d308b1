import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import DownloadIcon from '@mui/icons-material/Download';
import SettingsIcon from '@mui/icons-material/Settings';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import type { ContractRoi, Institution, InstitutionUsageDay, ResearchTeam } from '@scholarlens/contracts';
import { CommandCenter } from '../CommandCenter';
import { LIVE_TILES } from '../MetricTiles';
import { AnalyticsFigures } from './AnalyticsFigures';
import { CollaborationsTable } from './CollaborationsTable';
import { DepartmentsTable } from './DepartmentsTable';
import { OverviewFigures } from './OverviewFigures';
import { ResearchTrendsTable } from './ResearchTrendsTable';
import { AnalyticsExportDialog } from '../../../../lib/AnalyticsExportDialog';
import { useAnalyticsSource } from '../../api/analytics-figures';

/** The five tabs of spec inst §2 in its order. */
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'departments', label: 'Departments' },
  { id: 'trends', label: 'Research Trends' },
  { id: 'collaborations', label: 'Collaborations' },
  { id: 'analytics', label: 'Analytics' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export interface DashboardData {
  institution: Institution;
  usage: { data: InstitutionUsageDay[] | undefined; loading: boolean };
  teams: { data: ResearchTeam[] | undefined; loading: boolean; error: string | null };
  /** The contract's ROI (null: no contract), for Annual Savings. */
  roi: { data: ContractRoi | null | undefined; loading: boolean };
  /** Opens the portal's invite dialog; absent for members who are not administrators (who also get Upgrade Plan). */
  onAddResearchers?: () => void;
}

/**
 * /institutional signed in (spec inst §2): the University Research Portal with the command center's
 * live tiles and five tabs, every figure the institution's own (or "—" with what it needs).
 */
export function InstitutionalDashboard({ institution, usage, teams, roi, onAddResearchers }: DashboardData) {
  const [tab, setTab] = useState<TabId>('overview');
  const [exporting, setExporting] = useState(false);
  // Export Data is the analytics export (its figures come from the institution's synced OpenAlex works).
  const exportable = Boolean(useAnalyticsSource().data?.lastSyncedAt);
  return (
    <Stack spacing={3} data-testid="institutional-dashboard">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            University Research Portal
          </Typography>
          <Typography color="text.secondary">{institution.name}: your researchers' gateway to 160M+ papers.</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {onAddResearchers ? (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onAddResearchers}>
              Add Researchers
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!exportable}
            title={exportable ? undefined : 'Needs an OpenAlex institution id (the portal’s analytics tab)'}
            onClick={() => setExporting(true)}
          >
            Export Data
          </Button>
          <Button variant="outlined" startIcon={<SettingsIcon />} component={RouterLink} to="/institution?tab=settings">
            Configure Settings
          </Button>
          {onAddResearchers ? (
            // A new tier is a proposal: the portal's contracts tab generates, sends and signs one.
            <Button variant="outlined" startIcon={<UpgradeIcon />} component={RouterLink} to="/institution?tab=contracts">
              Upgrade Plan
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <AnalyticsExportDialog open={exporting} onClose={() => setExporting(false)} timeframe="12months" />
      <CommandCenter title="University Command Center" tiles={LIVE_TILES} />
      <Box>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs value={tab} onChange={(_, v: TabId) => setTab(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Institutional dashboard sections">
            {TABS.map((t) => (
              <Tab key={t.id} value={t.id} label={t.label} data-testid={`institutional-tab-${t.id}`} />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" aria-label={TABS.find((t) => t.id === tab)?.label}>
          {tab === 'overview' ? (
            <OverviewFigures institution={institution} roi={roi} />
          ) : tab === 'departments' ? (
            <DepartmentsTable />
          ) : tab === 'trends' ? (
            <ResearchTrendsTable />
          ) : tab === 'collaborations' ? (
            <CollaborationsTable teams={teams.data} loading={teams.loading} error={teams.error} />
          ) : (
            <AnalyticsFigures usage={usage.data} loading={usage.loading} />
          )}
        </Box>
      </Box>
    </Stack>
  );
}
