import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { errorMessage, useToast } from '@scholarlens/common';
import { ANALYTICS_MESSAGES, type AnalyticsSettings } from '@scholarlens/contracts';
import { useConfigureAnalytics, useLinkAuthor, useSyncNow } from '../api/analytics';

/** Administrators: the OpenAlex institution id or ROR id (resolved through OpenAlex). */
export function SourceForm({ settings }: { settings: AnalyticsSettings }) {
  const [value, setValue] = useState(settings.openAlexId ?? '');
  const configure = useConfigureAnalytics();
  const { toast } = useToast();
  const submit = () => {
    const v = value.trim();
    const body = /^(https?:\/\/ror\.org\/)?0[a-z0-9]{6}\d{2}$/i.test(v) ? { ror: v } : { openAlexId: v };
    configure.mutate(body, {
      onSuccess: () => toast({ title: ANALYTICS_MESSAGES.settingsSaved, description: ANALYTICS_MESSAGES.syncStarted }),
      onError: (err) => toast({ title: 'Failed to save analytics settings', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
    });
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label="OpenAlex institution id or ROR id"
        placeholder="I27837315 or 00jmfr291"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
        slotProps={{ htmlInput: { 'data-testid': 'analytics-source-input', maxLength: 100 } }}
      />
      <Button type="submit" variant="contained" disabled={!value.trim() || configure.isPending} data-testid="analytics-source-save">
        {configure.isPending ? 'Looking up…' : 'Save'}
      </Button>
    </Box>
  );
}

/** Any member: their own ORCID iD or OpenAlex author id, which ties their works to their department. */
function AuthorForm({ settings }: { settings: AnalyticsSettings }) {
  const [orcid, setOrcid] = useState(settings.myAuthor?.orcid ?? '');
  const [author, setAuthor] = useState(settings.myAuthor?.openAlexAuthorId ?? '');
  const link = useLinkAuthor();
  const { toast } = useToast();
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        link.mutate(
          { orcid: orcid.trim(), openAlexAuthorId: author.trim() },
          {
            onSuccess: () => toast({ title: ANALYTICS_MESSAGES.authorLinked }),
            onError: (err) => toast({ title: 'Failed to link author', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
          },
        );
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField size="small" label="Your ORCID iD" placeholder="0000-0002-1825-0097" value={orcid} onChange={(e) => setOrcid(e.target.value)} sx={{ flex: '1 1 180px', minWidth: 0 }} />
      <TextField size="small" label="Your OpenAlex author id" placeholder="A5023888391" value={author} onChange={(e) => setAuthor(e.target.value)} sx={{ flex: '1 1 180px', minWidth: 0 }} />
      <Button type="submit" variant="outlined" disabled={link.isPending} data-testid="analytics-author-save">
        Link author
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
        Works count for your department when they name your ORCID iD or OpenAlex author, and those on your ORCID record once an administrator adds your iD to the
        ORCID integration.
      </Typography>
    </Box>
  );
}

/** Where the works come from, the sync's progress, Sync now (administrators), the caller's author link. */
export function SourceCard({ settings }: { settings: AnalyticsSettings }) {
  const sync = useSyncNow();
  const { toast } = useToast();
  const s = settings.sync;
  return (
    <Card variant="outlined" data-testid="analytics-source">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Works of <strong>{settings.institutionName}</strong> ({settings.openAlexId}) from OpenAlex
              {s?.status === 'completed' && s.finishedAt ? `, synced ${new Date(s.finishedAt).toLocaleString()} (${s.fetched} works)` : ''}.{' '}
              {settings.linkedAuthors} member{settings.linkedAuthors === 1 ? '' : 's'} linked an author id.
            </Typography>
            {settings.canConfigure ? (
              <Button
                size="small"
                startIcon={<SyncIcon />}
                disabled={s?.status === 'running' || sync.isPending}
                onClick={() =>
                  sync.mutate(undefined, {
                    onSuccess: () => toast({ title: ANALYTICS_MESSAGES.syncStarted }),
                    onError: (err) => toast({ title: 'Sync Failed', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
                  })
                }
                data-testid="analytics-sync"
              >
                Sync now
              </Button>
            ) : null}
          </Stack>
          {s?.status === 'running' ? (
            <Box role="status" aria-label="Sync progress">
              <Typography variant="caption" color="text.secondary">
                Syncing from OpenAlex: {s.fetched}
                {s.total !== null ? ` of ${s.total}` : ''} works ({s.progress}%)
              </Typography>
              <LinearProgress variant={s.total ? 'determinate' : 'indeterminate'} value={s.progress} />
            </Box>
          ) : null}
          {s?.status === 'failed' ? <Alert severity="error">The last sync failed: {s.error}</Alert> : null}
          {settings.canConfigure ? <SourceForm settings={settings} /> : null}
          <AuthorForm settings={settings} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Unconfigured: what to configure, and the form for administrators. */
export function NotConfigured({ settings }: { settings: AnalyticsSettings }) {
  return (
    <Card variant="outlined" data-testid="analytics-not-configured">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="p">
            No research output to show yet
          </Typography>
          <Typography color="text.secondary">{settings.canConfigure ? ANALYTICS_MESSAGES.notConfigured : ANALYTICS_MESSAGES.notConfiguredMember}.</Typography>
          {settings.canConfigure ? <SourceForm settings={settings} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
