import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { SecurityStatus } from '@scholarlens/contracts';

function FigureCard({ title, value, caption, testId }: { title: string; value: string; caption?: string; testId: string }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } } as const;
/** Sessions are not events: a past moment has no figure ("—"). */
const sessions = (s: SecurityStatus) => (s.activeSessions === null ? '—' : String(s.activeSessions));

/** Overview (spec inst §2): Multi-Factor Auth, IP Whitelist, Active Sessions, Failed Logins, and the score breakdown. */
export function OverviewTab({ status }: { status: SecurityStatus }) {
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <FigureCard title="Multi-Factor Auth" value={status.mfaEnabled ? 'Enabled' : 'Disabled'} testId="security-card-mfa" />
        <FigureCard title="IP Whitelist" value={status.ipWhitelistActive ? 'Active' : 'Inactive'} testId="security-card-ip" />
        <FigureCard title="Active Sessions" value={sessions(status)} testId="security-card-sessions" />
        <FigureCard title="Failed Logins" value={String(status.recentFailedLogins)} caption="last 24 hours" testId="security-card-failed" />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Score breakdown
          </Typography>
          <Stack spacing={1} data-testid="security-breakdown">
            {status.breakdown.map((p) => (
              <Box key={p.label}>
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="body2">{p.label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {p.points}/{p.max}
                  </Typography>
                </Stack>
                <LinearProgress variant="determinate" value={(p.points / p.max) * 100} aria-label={`${p.label}: ${p.points} of ${p.max}`} />
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** Monitoring: real figures of the last 24 hours, from the event log and the session store. */
export function MonitoringTab({ status }: { status: SecurityStatus }) {
  return (
    <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <FigureCard title="Failed sign-ins" value={String(status.recentFailedLogins)} caption="last 24 hours" testId="security-monitor-failed" />
      <FigureCard title="Active sessions" value={sessions(status)} caption="members signed in now" testId="security-monitor-sessions" />
      <FigureCard title="Security violations" value={String(status.recentViolations)} caption="last 24 hours" testId="security-monitor-violations" />
    </Box>
  );
}
