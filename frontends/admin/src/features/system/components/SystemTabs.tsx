import { Alert, Card, CardContent, Chip, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { SystemFact } from '@scholarlens/contracts';
import { useSystemStatus } from '../api/system';

const TONE = { ok: 'success', warn: 'warning', info: 'default' } as const;

function Facts({ facts, testId }: { facts: SystemFact[]; testId: string }) {
  return (
    <Stack spacing={1} data-testid={testId}>
      {facts.map((f) => (
        <Stack key={f.label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" color={TONE[f.tone]} label={f.label} />
          <Typography variant="body2">{f.value}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Security: real settings of the running system. */
export function SecurityTab() {
  const { data, isLoading, error } = useSystemStatus();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Security Status
        </Typography>
        {isLoading ? <LinearProgress /> : null}
        {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
        {data ? <Facts facts={data.security} testId="security-facts" /> : null}
      </CardContent>
    </Card>
  );
}

/** Deployment: build, runtime, migrations; then the checklist of what cannot be measured. */
export function DeploymentTab() {
  const { data, isLoading, error } = useSystemStatus();
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Deployment Status
          </Typography>
          {isLoading ? <LinearProgress /> : null}
          {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
          {data ? <Facts facts={data.deployment} testId="deployment-facts" /> : null}
          {data?.migrations.pending.length ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              Pending migrations: {data.migrations.pending.join(', ')}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {data ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              Deployment Checklist
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Not measurable by the application: check these by hand.
            </Typography>
            <List dense data-testid="deployment-checklist">
              {data.checklist.map((item) => (
                <ListItem key={item}>
                  <ListItemText primary={`☐ ${item}`} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
