import { useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorMessage } from '@scholarlens/common';
import { AUDIT_FILTERS, type AuditAction, type AuditLogEntry, SECURITY_MESSAGES } from '@scholarlens/contracts';
import { type AuditFilter, useAuditLog } from '../api/security';

const ACTION_COLOUR: Record<AuditAction, 'success' | 'error' | 'info' | 'warning' | 'default'> = {
  LOGIN_SUCCESS: 'success',
  LOGIN_FAILURE: 'error',
  DATA_ACCESS: 'info',
  CONFIG_CHANGE: 'warning',
  SECURITY_VIOLATION: 'error',
};

const show = (v: unknown) => (Array.isArray(v) ? (v.length ? v.join(', ') : 'none') : v === null ? 'not set' : String(v));

function Entry({ entry }: { entry: AuditLogEntry }) {
  const detail = entry.change ? `${entry.change.setting}: ${show(entry.change.from)} → ${show(entry.change.to)}` : entry.resource;
  return (
    <ListItem divider alignItems="flex-start" data-testid="audit-entry">
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
            <Chip size="small" label={entry.action} color={ACTION_COLOUR[entry.action]} />
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {detail}
            </Typography>
          </Stack>
        }
        secondary={`${new Date(entry.timestamp).toLocaleString()} · user ${entry.userId ?? '—'} · from ${entry.ipAddress ?? '—'}${entry.success ? '' : ' · refused'}`}
        slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
      />
    </ListItem>
  );
}

/** Audit logs (spec inst §2): the event-type filter, Refresh, the entries newest first, "No audit logs available". */
export function AuditLogTab({ asOf, isAdmin }: { asOf: string | null; isAdmin: boolean }) {
  const [filter, setFilter] = useState<AuditFilter>('all');
  const log = useAuditLog(filter, asOf, isAdmin);
  if (!isAdmin) return <Alert severity="info">{SECURITY_MESSAGES.auditAdminsOnly}</Alert>;
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Box data-testid="audit-log">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Event type"
          value={filter}
          onChange={(e) => setFilter(e.target.value as AuditFilter)}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'audit-filter' } }}
        >
          {AUDIT_FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void log.refetch()} disabled={log.isFetching} data-testid="audit-refresh">
          Refresh
        </Button>
      </Stack>
      {log.isLoading ? (
        <Stack spacing={1} data-testid="audit-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : log.isError ? (
        <Alert severity="error">{errorMessage(log.error) ?? 'The audit log could not be loaded.'}</Alert>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="audit-empty">
          {SECURITY_MESSAGES.noAuditLogs}
        </Typography>
      ) : (
        <>
          <List disablePadding>
            {entries.map((e) => (
              <Entry key={e.id} entry={e} />
            ))}
          </List>
          {log.hasNextPage && (
            <Button onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} sx={{ mt: 1 }}>
              {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
