import { Alert, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useAdminHealth } from '../api/health';

const COLOR = { ok: 'success', degraded: 'warning', down: 'error' } as const;

/** Health badges from real checks (GET /api/admin/health). */
export function HealthBadges() {
  const { data, error, isLoading } = useAdminHealth();
  return (
    <Card variant="outlined" data-testid="health-badges">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          System Health
        </Typography>
        {isLoading ? <LinearProgress /> : null}
        {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
        <Stack spacing={1}>
          {(data?.checks ?? []).map((c) => (
            <Stack key={c.name} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`health-${c.name}`}>
              <Chip size="small" color={COLOR[c.status]} label={`${c.name}: ${c.status === 'ok' ? 'Healthy' : c.status === 'degraded' ? 'Degraded' : 'Down'}`} />
              <Typography variant="body2" color="text.secondary">
                {c.detail}
                {c.latencyMs !== null ? ` (${c.latencyMs} ms)` : ''}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {data ? (
          <Typography variant="caption" color="text.secondary">
            Checked {new Date(data.checkedAt).toLocaleTimeString('en-US')}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
