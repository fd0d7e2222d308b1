import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Collapse, Stack, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { INTEGRATION_MESSAGES, type Integration, integrationStatusColour, lastSyncText } from '@scholarlens/contracts';
import { useDisconnect, useSync } from '../api/integrations';
import { CHIP_COLOUR } from './colours';
import { DeliveryLog } from './DeliveryLog';

const EVENT_DRIVEN = new Set(['webhook', 'slack', 'teams']);

/** One integration: status (spec §4 colours), last sync (§9 format), data flow, uptime from its results; Sync (only when connected), Configure, Disconnect for administrators. */
export function IntegrationCard({ integration: i, isAdmin, onConfigure }: { integration: Integration; isAdmin: boolean; onConfigure: (i: Integration) => void }) {
  const sync = useSync();
  const disconnect = useDisconnect();
  const { toast } = useToast();
  const [showLog, setShowLog] = useState(false);
  const eventDriven = EVENT_DRIVEN.has(i.templateId);
  const onSync = () =>
    sync.mutate(i.id, {
      onSuccess: () => toast({ title: INTEGRATION_MESSAGES.synced }),
      onError: (err) => toast({ title: INTEGRATION_MESSAGES.syncFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
    });
  const onDisconnect = () =>
    disconnect.mutate(i.id, {
      onSuccess: () => toast({ title: INTEGRATION_MESSAGES.disconnected }),
      onError: (err) => toast({ title: INTEGRATION_MESSAGES.disconnectFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
    });
  return (
    <Card variant="outlined" data-testid={`integration-${i.templateId}`} data-status={i.status}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {i.name}
              </Typography>
              <Chip size="small" color={CHIP_COLOUR[integrationStatusColour(i.status)]} label={i.status} data-testid="integration-status" />
              <Chip size="small" variant="outlined" label={i.category} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {i.provider} · {i.description}
            </Typography>
          </Box>
          {isAdmin && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
              <Button size="small" variant="contained" onClick={onSync} disabled={i.status !== 'connected' || sync.isPending} data-testid="integration-sync">
                {sync.isPending ? 'Syncing…' : 'Sync'}
              </Button>
              <Button size="small" variant="outlined" onClick={() => onConfigure(i)} data-testid="integration-configure">
                Configure
              </Button>
              <Button size="small" color="error" onClick={onDisconnect} disabled={disconnect.isPending} data-testid="integration-disconnect">
                Disconnect
              </Button>
            </Stack>
          )}
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, mt: 1.5 }}>
          <Fact label="Last sync" value={lastSyncText(i.lastSync)} testId="integration-last-sync" />
          <Fact label="Uptime (30 days)" value={i.uptime === null ? '—' : `${i.uptime}%`} testId="integration-uptime" />
          <Fact label="Records in" value={i.dataFlow.incoming.toLocaleString('en-US')} testId="integration-incoming" />
          <Fact label="Records out" value={i.dataFlow.outgoing.toLocaleString('en-US')} testId="integration-outgoing" />
        </Box>
        {i.lastSyncResult && (
          <Typography variant="caption" color={i.lastSyncResult.ok ? 'text.secondary' : 'error'} sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere' }} data-testid="integration-last-result">
            {i.lastSyncResult.ok ? 'Last sync: ' : 'Last sync failed: '}
            {i.lastSyncResult.message}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {i.features.map((f) => (
            <Chip key={f} size="small" variant="outlined" label={f} />
          ))}
        </Stack>
        {eventDriven && (
          <>
            <Button size="small" sx={{ mt: 1 }} onClick={() => setShowLog((v) => !v)} aria-expanded={showLog} data-testid="integration-deliveries-toggle">
              {showLog ? 'Hide deliveries' : 'Show deliveries'}
            </Button>
            <Collapse in={showLog} unmountOnExit>
              <DeliveryLog integrationId={i.id} />
            </Collapse>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
