import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Skeleton, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@scholarlens/common';
import { ANALYTICS_MESSAGES, ANALYTICS_TIMEFRAMES, type AnalyticsDepartment, type AnalyticsTimeframe, DEFAULT_ANALYTICS_TIMEFRAME } from '@scholarlens/contracts';
import { AnalyticsExportDialog } from '../../../lib/AnalyticsExportDialog';
import { ANALYTICS_ROOT, useAnalyticsSettings, useBenchmarks, useDepartments, useImpact, usePredictions, useResearchMetrics, useRoi } from '../api/analytics';
import { NotConfigured, SourceCard } from './AnalyticsSetup';
import { DepartmentsTab, ImpactTab } from './DepartmentsTab';
import { BenchmarksTab, PredictionsTab, RoiTab } from './OutlookTabs';
import { OverviewTab } from './OverviewTab';
import { TIMEFRAME_LABELS } from './analytics-format';

/** The six tabs of spec inst §2 "Advanced analytics". */
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'departments', label: 'Departments' },
  { id: 'impact', label: 'Impact' },
  { id: 'roi', label: 'ROI' },
  { id: 'predictions', label: 'Predictions' },
  { id: 'benchmarks', label: 'Benchmarks' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * Advanced analytics, the portal's analytics tab: the institution's research output from its works
 * in OpenAlex, by timeframe; unconfigured, what to set (and the form for administrators).
 */
export function AnalyticsPanel() {
  const [timeframe, setTimeframe] = useState<AnalyticsTimeframe>(DEFAULT_ANALYTICS_TIMEFRAME);
  const [department, setDepartment] = useState<AnalyticsDepartment>('all');
  const [tab, setTab] = useState<TabId>('overview');
  const [exporting, setExporting] = useState(false);
  const client = useQueryClient();
  const settings = useAnalyticsSettings();
  const s = settings.data;
  // Figures exist once a sync has completed (a later running or failed sync keeps the last one's works).
  const ready = Boolean(s?.configured && s.lastSyncedAt);
  const on = ready;
  const metrics = useResearchMetrics(timeframe, 'all', on && tab === 'overview');
  const departments = useDepartments(timeframe, department, on && tab === 'departments');
  const impact = useImpact(timeframe, 'all', on && tab === 'impact');
  const roi = useRoi(timeframe, on && tab === 'roi');
  const predictions = usePredictions(on && tab === 'predictions');
  const benchmarks = useBenchmarks(on && tab === 'benchmarks');
  const figuresNull = on && tab === 'overview' && metrics.isSuccess && metrics.data === null;

  return (
    <Box data-testid="analytics-panel">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Advanced Analytics
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Timeframe"
            value={timeframe}
            onChange={(e) => setTimeframe(e.target.value as AnalyticsTimeframe)}
            sx={{ minWidth: 170 }}
            slotProps={{ htmlInput: { 'data-testid': 'analytics-timeframe' } }}
          >
            {ANALYTICS_TIMEFRAMES.map((t) => (
              <MenuItem key={t} value={t}>
                {TIMEFRAME_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => client.invalidateQueries({ queryKey: [...ANALYTICS_ROOT] })} data-testid="analytics-refresh">
            Refresh
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon />} disabled={!ready} onClick={() => setExporting(true)} data-testid="analytics-export">
            Export
          </Button>
        </Stack>
      </Stack>
      {settings.isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : settings.error || !s ? (
        <Alert severity="error">{errorMessage(settings.error) ?? 'Analytics could not be loaded'}</Alert>
      ) : !s.configured ? (
        <NotConfigured settings={s} />
      ) : (
        <Stack spacing={2}>
          <SourceCard settings={s} />
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs value={tab} onChange={(_, v: TabId) => setTab(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Analytics sections">
              {TABS.map((t) => (
                <Tab key={t.id} value={t.id} label={t.label} data-testid={`analytics-tab-${t.id}`} />
              ))}
            </Tabs>
          </Box>
          {!ready || figuresNull ? (
            <Alert severity="info" data-testid="analytics-not-synced">
              {s.sync?.status === 'failed' ? 'No works yet: the sync from OpenAlex failed (see above).' : `${ANALYTICS_MESSAGES.notSynced}.`}
            </Alert>
          ) : tab === 'overview' ? (
            <OverviewTab metrics={metrics.data} loading={metrics.isLoading} />
          ) : tab === 'departments' ? (
            <DepartmentsTab data={departments.data} loading={departments.isLoading} department={department} onDepartment={setDepartment} />
          ) : tab === 'impact' ? (
            <ImpactTab data={impact.data} loading={impact.isLoading} />
          ) : tab === 'roi' ? (
            <RoiTab data={roi.data} loading={roi.isLoading} />
          ) : tab === 'predictions' ? (
            <PredictionsTab data={predictions.data} loading={predictions.isLoading} />
          ) : (
            <BenchmarksTab data={benchmarks.data} loading={benchmarks.isLoading} error={benchmarks.error ? (errorMessage(benchmarks.error) ?? 'Benchmarks could not be loaded') : null} />
          )}
        </Stack>
      )}
      <AnalyticsExportDialog open={exporting} onClose={() => setExporting(false)} timeframe={timeframe} />
    </Box>
  );
}
