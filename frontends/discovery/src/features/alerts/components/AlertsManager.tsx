import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, CircularProgress, IconButton, Link, MenuItem, Paper as MuiPaper, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { ALERT_FREQUENCIES, ALERT_MESSAGES, type AlertFrequency, type SearchAlert, UNLIMITED } from '@scholarlens/contracts';
import { errorMessage, openPricing, useAuth, useToast } from '@scholarlens/common';
import { useAlertMail, useAlerts, useChangeAlert, useDeleteAlert } from '../api/alerts';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
const label = (f: AlertFrequency) => (f === 'daily' ? 'Daily' : 'Weekly');

function AlertRow({ alert }: { alert: SearchAlert }) {
  const { toast } = useToast();
  const change = useChangeAlert();
  const remove = useDeleteAlert();
  const failed = (title: string) => (error: Error) => toast({ variant: 'destructive', title, description: errorMessage(error) ?? title });
  return (
    <MuiPaper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="alert-row">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={`/search?q=${encodeURIComponent(alert.query)}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {alert.query}
          </Link>
          {alert.category && <Chip size="small" label={alert.category} sx={{ ml: 1 }} />}
          <Typography variant="body2" color="text.secondary">
            {alert.matched} paper(s) matched · {alert.pending} waiting for the next digest · last digest {date(alert.lastDeliveredAt)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Digest"
            value={alert.frequency}
            onChange={(e) => change.mutate({ id: alert.id, frequency: e.target.value as AlertFrequency }, { onError: failed('Failed to update alert') })}
            sx={{ minWidth: 120 }}
          >
            {ALERT_FREQUENCIES.map((f) => (
              <MenuItem key={f} value={f}>
                {label(f)}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={`Delete alert ${alert.query}`} onClick={() => remove.mutate(alert.id, { onError: failed('Failed to delete alert') })} disabled={remove.isPending}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      </Stack>
    </MuiPaper>
  );
}

/** Where digests go: mailed (SMTP configured), or kept in the outbox shown here, saying so. */
function MailStatus() {
  const mail = useAlertMail(true);
  if (mail.isLoading || !mail.data) return null;
  if (mail.data.sending) return <Typography color="text.secondary">Digests are e-mailed to your account's address.</Typography>;
  return (
    <Box data-testid="alert-outbox">
      <Alert severity="info">{ALERT_MESSAGES.mailNotSent}</Alert>
      {mail.data.outbox.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No digests kept yet.
        </Typography>
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {mail.data.outbox.map((m) => (
            <MuiPaper key={m.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{m.subject}</Typography>
              <Typography variant="caption" color="text.secondary">
                To {m.to} · {date(m.createdAt)}
              </Typography>
              <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', fontSize: '0.85rem', m: 0, mt: 1 }}>
                {m.text}
              </Box>
            </MuiPaper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** /alerts: the user's search alerts, their plan's limit, and where the digests go. */
export function AlertsManager() {
  const { user, isLoading } = useAuth();
  const alerts = useAlerts(user !== null);
  if (isLoading) return <CircularProgress aria-label="Loading" />;
  if (!user) return <Typography color="text.secondary">Sign in to save searches as alerts.</Typography>;
  if (alerts.isLoading) return <CircularProgress aria-label="Loading alerts" />;
  if (alerts.error) return <Alert severity="error">{errorMessage(alerts.error)}</Alert>;
  const { alerts: list, limit } = alerts.data ?? { alerts: [], limit: 0 };
  return (
    <Stack spacing={3}>
      {limit === 0 ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="alerts-limit">
          <Typography color="text.secondary">{ALERT_MESSAGES.upgrade}</Typography>
          <Button size="small" variant="contained" color="secondary" onClick={openPricing}>
            Upgrade
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary" data-testid="alerts-limit">
          {limit === UNLIMITED ? `${list.length} alert(s); unlimited on your plan.` : `${list.length} of ${limit} alerts on your plan.`}
        </Typography>
      )}
      {list.length === 0 ? (
        <MuiPaper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="alerts-empty">
          <Typography sx={{ fontWeight: 700 }}>No search alerts yet</Typography>
          <Typography color="text.secondary">
            Run a <Link component={RouterLink} to="/search">search</Link> and choose Save as alert.
          </Typography>
        </MuiPaper>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {list.map((a) => (
            <AlertRow key={a.id} alert={a} />
          ))}
        </Stack>
      )}
      {limit !== 0 && <MailStatus />}
    </Stack>
  );
}
