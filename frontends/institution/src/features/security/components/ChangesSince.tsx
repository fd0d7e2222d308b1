import { Alert, Card, CardContent, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { errorMessage } from '@scholarlens/common';
import { useChangesSince } from '../api/security';

const show = (v: unknown) => (Array.isArray(v) ? (v.length ? v.join(', ') : 'none') : v === null ? 'not set' : String(v));

/** The diff between the "As of" moment and now: every configuration change in between, with who and from where. */
export function ChangesSince({ since }: { since: string }) {
  const changes = useChangesSince(since, true);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="security-changes-since">
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          What changed since then
        </Typography>
        {changes.isLoading ? (
          <Skeleton variant="rounded" height={48} />
        ) : changes.isError ? (
          <Alert severity="error">{errorMessage(changes.error) ?? 'The changes could not be loaded.'}</Alert>
        ) : !changes.data?.length ? (
          <Typography color="text.secondary">No configuration changes since then.</Typography>
        ) : (
          <List dense disablePadding>
            {changes.data.map((e) => (
              <ListItem key={e.id} disableGutters divider>
                <ListItemText
                  primary={e.change ? `${e.change.setting}: ${show(e.change.from)} → ${show(e.change.to)}` : e.resource}
                  secondary={`${new Date(e.timestamp).toLocaleString()} · by ${e.userId ?? '—'} from ${e.ipAddress ?? '—'}`}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
