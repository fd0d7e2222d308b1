import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { AlertPriority, IntelligenceAlert } from '@scholarlens/contracts';
import { errorMessage, useToast } from '@scholarlens/common';
import { useAcknowledgeAlert, useAlerts } from '../api/intelligence';

const PRIORITY_COLOUR: Record<AlertPriority, 'error' | 'warning' | 'default'> = { high: 'error', medium: 'warning', low: 'default' };

function AlertItem({ alert, canAcknowledge }: { alert: IntelligenceAlert; canAcknowledge: boolean }) {
  const acknowledge = useAcknowledgeAlert();
  const { toast } = useToast();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="intelligence-alert">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" label={alert.type} variant="outlined" />
        <Chip size="small" color={PRIORITY_COLOUR[alert.priority]} label={alert.priority} />
        {alert.actionRequired ? <Chip size="small" color="error" variant="outlined" label="Action Required" data-testid="alert-action-required" /> : null}
        {alert.department ? <Chip size="small" label={alert.department} /> : null}
        <Typography variant="caption" color="text.secondary" component="time" dateTime={alert.timestamp}>
          {new Date(alert.timestamp).toLocaleString('en-US')}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 700 }}>{alert.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {alert.description}
      </Typography>
      {alert.acknowledgedAt ? (
        <Typography variant="caption" color="text.secondary">
          Acknowledged {new Date(alert.acknowledgedAt).toLocaleString('en-US')}
        </Typography>
      ) : null}
      {alert.actionRequired && canAcknowledge ? (
        <Box sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            disabled={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(alert.id, {
                onError: (err) => toast({ title: 'The alert could not be acknowledged', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
              })
            }
          >
            Acknowledge
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

/** Intelligence Alerts (spec inst §2): raised by rules over the institution's events, newest first; administrators acknowledge. */
export function IntelligenceAlerts({ canAcknowledge }: { canAcknowledge: boolean }) {
  const alerts = useAlerts();
  return (
    <Box data-testid="intelligence-alerts">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Intelligence Alerts
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        Raised by rules over your institution's events: a request the security settings refused (threat), a new paper in a team's topics (opportunity), a topic turning breakthrough in members' reading (breakthrough), two departments reading the same new topic (collaboration).
      </Typography>
      {alerts.isLoading ? (
        <Skeleton variant="rounded" height={96} />
      ) : alerts.isError ? (
        <Alert severity="error">Alerts could not be loaded. {errorMessage(alerts.error) ?? ''}</Alert>
      ) : alerts.data?.length ? (
        <Stack spacing={1.5}>
          {alerts.data.map((a) => (
            <AlertItem key={a.id} alert={a} canAcknowledge={canAcknowledge} />
          ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="intelligence-alerts-empty">
          <Typography color="text.secondary">No alerts: nothing has needed attention.</Typography>
        </Paper>
      )}
    </Box>
  );
}
