import { useState } from 'react';
import { Alert, Box, Chip, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { SECURITY_MESSAGES, type SecurityBand, type SecuritySetting, type UpdateSecurityConfigRequest } from '@scholarlens/contracts';
import { useSecurityConfig, useSecurityStatus, useUpdateSecurityConfig } from '../api/security';
import { AccessControlTab } from './AccessControlTab';
import { AsOfControl } from './AsOfControl';
import { AuditLogTab } from './AuditLogTab';
import { AuthenticationTab } from './AuthenticationTab';
import { ChangesSince } from './ChangesSince';
import { ExportReport } from './ExportReport';
import { MonitoringTab, OverviewTab } from './SecurityFigures';

/** The five tabs of spec inst §2 "Security management". */
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'authentication', label: 'Authentication' },
  { id: 'access-control', label: 'Access Control' },
  { id: 'monitoring', label: 'Monitoring' },
  { id: 'audit-logs', label: 'Audit Logs' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Spec inst §9 bands: 90+ green, 70–89 yellow, below 70 red. */
export const BAND_COLOUR: Record<SecurityBand, 'success' | 'warning' | 'error'> = { green: 'success', yellow: 'warning', red: 'error' };

/** What a setting control needs: change one setting, and which one is pending (its switch is disabled meanwhile). */
export interface SettingChange {
  change: (body: UpdateSecurityConfigRequest) => void;
  pending: SecuritySetting | null;
  /** Not an administrator, or looking at a past moment: nothing can change. */
  readOnly: boolean;
}

/**
 * Security management, the institution portal's security tab: score, Export Report, five tabs, and
 * an "As of" moment that shows the configuration, score and log as they were then. Members who
 * are not administrators see it read-only (the server refuses their changes too).
 */
export function SecurityPanel({ isAdmin }: { isAdmin: boolean }) {
  const [tab, setTab] = useState<TabId>('overview');
  const [asOf, setAsOf] = useState<string | null>(null);
  const config = useSecurityConfig(asOf);
  const status = useSecurityStatus(asOf);
  const update = useUpdateSecurityConfig();
  const { toast } = useToast();
  const readOnly = !isAdmin || asOf !== null;

  const change = (body: UpdateSecurityConfigRequest) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: SECURITY_MESSAGES.configUpdated }),
      onError: (err) => toast({ title: SECURITY_MESSAGES.configFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
    });
  const pending = update.isPending && update.variables ? (Object.keys(update.variables)[0] as SecuritySetting) : null;
  const settings: SettingChange = { change, pending, readOnly };

  if (config.isError || status.isError) {
    return (
      <Alert severity="error" data-testid="security-error">
        Security settings could not be loaded. {errorMessage(config.error ?? status.error) ?? 'Try again in a moment.'}
      </Alert>
    );
  }
  return (
    <Box data-testid="security-panel">
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Security Score
            </Typography>
            {status.data ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h4" component="p" data-testid="security-score" sx={{ fontWeight: 800 }}>
                  {status.data.score}/100
                </Typography>
                <Chip label={status.data.band} color={BAND_COLOUR[status.data.band]} size="small" data-testid="security-band" sx={{ textTransform: 'capitalize' }} />
              </Stack>
            ) : (
              <Skeleton width={140} height={48} />
            )}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <AsOfControl value={asOf} onChange={setAsOf} />
            {isAdmin && <ExportReport asOf={asOf} />}
          </Stack>
        </Stack>
        {!isAdmin && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="security-read-only">
            Only institution administrators can change these settings.
          </Typography>
        )}
        {asOf && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Showing the configuration, score and audit log as they were on {new Date(asOf).toLocaleString()}.
          </Typography>
        )}
      </Paper>
      {asOf && isAdmin && <ChangesSince since={asOf} />}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, v: TabId) => setTab(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Security sections">
          {TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} data-testid={`security-tab-${t.id}`} />
          ))}
        </Tabs>
      </Box>
      {!config.data || !status.data ? (
        <Skeleton variant="rounded" height={160} data-testid="security-loading" />
      ) : tab === 'overview' ? (
        <OverviewTab status={status.data} />
      ) : tab === 'authentication' ? (
        <AuthenticationTab config={config.data} settings={settings} />
      ) : tab === 'access-control' ? (
        <AccessControlTab config={config.data} settings={settings} />
      ) : tab === 'monitoring' ? (
        <MonitoringTab status={status.data} />
      ) : (
        <AuditLogTab asOf={asOf} isAdmin={isAdmin} />
      )}
    </Box>
  );
}
