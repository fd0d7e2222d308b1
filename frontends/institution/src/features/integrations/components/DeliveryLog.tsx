import { Alert, Chip, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage } from '@scholarlens/common';
import { lastSyncText } from '@scholarlens/contracts';
import { useDeliveries } from '../api/integrations';

const STATUS_COLOUR = { delivered: 'success', failed: 'error', pending: 'warning' } as const;

/** The deliveries of an event-driven integration: each event, its attempts and the receiver's last answer. */
export function DeliveryLog({ integrationId }: { integrationId: string }) {
  const deliveries = useDeliveries(integrationId);
  if (deliveries.isLoading) return <Skeleton variant="rounded" height={80} />;
  if (deliveries.isError) return <Alert severity="error">{errorMessage(deliveries.error) ?? 'The deliveries could not be loaded.'}</Alert>;
  const list = deliveries.data ?? [];
  if (list.length === 0) return <Typography variant="body2" color="text.secondary" data-testid="deliveries-empty">No events delivered yet. Events you chose are sent as they happen.</Typography>;
  return (
    <List dense data-testid="deliveries">
      {list.map((d) => (
        <ListItem key={d.id} disableGutters data-testid="delivery" data-event={d.event} data-status={d.status}>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" color={STATUS_COLOUR[d.status]} label={d.status} />
                <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {d.summary}
                </Typography>
              </Stack>
            }
            secondary={`${d.event} · ${d.attempts} attempt${d.attempts === 1 ? '' : 's'} · answer ${d.lastResponseStatus ?? '—'}${d.lastResponse ? ` “${d.lastResponse.slice(0, 80)}”` : ''} · ${lastSyncText(d.lastAttemptAt ?? d.requestedAt)}`}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
