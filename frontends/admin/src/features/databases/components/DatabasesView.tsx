import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import type { ArxivPdfDownloadStatus } from '@scholarlens/contracts';
import { useToast } from '@scholarlens/common';
import { useState } from 'react';
import { cardGrid, StatCard } from '../../../components/StatCard';
import { abbreviate, type ConnectResult, connectToast, legalLabel, usd } from '../../../lib/format';
import { useArxivDownload, useArxivSetup, useConnectAll, useDatabaseStatus, useSyncData } from '../api/databases';

const STATUS_LABEL = { connected: 'connected', disconnected: 'disconnected', not_configured: 'not configured', unchecked: 'not checked' } as const;

const DOWNLOAD_LABEL = { running: 'Downloading', completed: 'Completed', failed: 'Failed' } as const;

/** The latest S3 bulk PDF download: tar chunks on disk of those chosen, as a progress bar capped at 100%. */
function S3DownloadProgress({ download: d }: { download: ArxivPdfDownloadStatus }) {
  const percent = d.bytesTotal > 0 ? Math.min(100, Math.round((d.bytesDone / d.bytesTotal) * 100)) : 0;
  return (
    <Box sx={{ mt: 2 }} data-testid="s3-download">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
        <Typography variant="body2">
          S3 PDFs: {d.chunksDone} of {d.chunksTotal} tar chunks ({abbreviate(d.papers)} papers
          {d.chunksSkipped ? `, ${d.chunksSkipped} already on disk` : ''})
        </Typography>
        <Chip size="small" data-testid="s3-download-status" color={d.status === 'failed' ? 'error' : d.status === 'completed' ? 'success' : 'info'} label={DOWNLOAD_LABEL[d.status]} />
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label="S3 PDF download progress" />
      {d.error ? (
        <Typography variant="caption" color="error">
          {d.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** /databases (spec inst §2, §7, §8): the system's real data sources. */
export function DatabasesView() {
  const { data, isLoading, error } = useDatabaseStatus();
  const connect = useConnectAll();
  const sync = useSyncData();
  const setup = useArxivSetup();
  const download = useArxivDownload();
  const { toast } = useToast();
  const [limit, setLimit] = useState('1000');
  const compliance = Math.round((data?.legalCompliance ?? 0) * 100);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={connect.isPending}
          onClick={() =>
            connect.mutate(undefined, {
              onSuccess: (r) => toast(connectToast(r as ConnectResult)),
              onError: () => toast({ variant: 'destructive', title: 'Connection Failed', description: 'Failed to connect to databases. Check your API keys and network connection.' }),
            })
          }
        >
          Connect All
        </Button>
        <Button
          variant="outlined"
          disabled={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (r) => toast({ title: 'Database Sync Started', description: `${r.message}. This may take some time.` }),
              onError: () => toast({ variant: 'destructive', title: 'Sync Failed', description: 'Failed to start database synchronization.' }),
            })
          }
        >
          Sync Data
        </Button>
      </Stack>
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      <Box sx={cardGrid}>
        <StatCard testId="db-total-connections" label="Total Connections" value={data?.totalConnections ?? 0} loading={isLoading} />
        <StatCard testId="db-active-connections" label="Active Connections" value={data?.activeConnections ?? 0} loading={isLoading} />
        <StatCard testId="db-total-records" label="Total Records" value={abbreviate(data?.totalRecords ?? 0)} loading={isLoading} />
        <StatCard testId="db-setup-cost" label="Setup Cost" value={usd(data?.totalCost ?? 0)} caption="USD per month, from configuration" loading={isLoading} />
      </Box>
      <Card variant="outlined" data-testid="legal-compliance">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">Legal Compliance</Typography>
            <Chip
              data-testid="compliance-badge"
              color={compliance === 100 ? 'success' : 'warning'}
              label={compliance === 100 ? 'LEGALLY COMPLIANT' : 'REVIEW REQUIRED'}
            />
          </Stack>
          <Typography variant="h5" data-testid="compliance-percent">{compliance}%</Typography>
          <LinearProgress variant="determinate" value={Math.min(100, compliance)} />
        </CardContent>
      </Card>
      <Card variant="outlined" data-testid="arxiv-bulk">
        <CardContent>
          <Typography variant="h6" component="h2">ArXiv Bulk Access</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            2.4M papers · $180 one-time setup · $50/mo monthly updates (S3 bulk PDFs: {data?.s3Configured ? 'credentials configured' : 'needs AWS credentials'}; metadata via OAI-PMH needs none)
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="outlined"
              disabled={setup.isPending}
              onClick={() =>
                setup.mutate(undefined, {
                  onSuccess: (r) => toast({ title: 'ArXiv S3 Setup Complete', description: r.message }),
                  onError: () => toast({ variant: 'destructive', title: 'ArXiv Setup Failed', description: 'Failed to setup ArXiv S3. Check your AWS credentials.' }),
                })
              }
            >
              Setup
            </Button>
            <TextField
              size="small"
              type="number"
              label="Download limit"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              slotProps={{ htmlInput: { min: 1 } }}
            />
            <Button
              variant="contained"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(
                  { limit: Number.parseInt(limit, 10) },
                  {
                    onSuccess: (r) =>
                      toast({
                        title: 'ArXiv Download Started',
                        description: r.started ? `Started downloading ${r.limit} papers from ArXiv ${r.via}.` : r.message,
                      }),
                    onError: () => toast({ variant: 'destructive', title: 'Download Failed', description: 'Failed to start ArXiv download. Check your S3 configuration.' }),
                  },
                )
              }
            >
              Start Download
            </Button>
          </Stack>
          {data?.s3Download ? <S3DownloadProgress download={data.s3Download} /> : null}
        </CardContent>
      </Card>
      <Stack spacing={1.5} data-testid="connection-list">
        {(data?.connections ?? []).map((c) => (
          <Card key={c.id} variant="outlined" data-testid={`connection-${c.id}`}>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                  <Typography variant="body2" color="text.secondary">{c.description || c.type}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {abbreviate(c.totalRecords)} records · {usd(c.costEstimate)}/mo
                    {c.checkedAt ? ` · checked ${new Date(c.checkedAt).toLocaleTimeString('en-US')}` : ''}
                    {c.latencyMs !== null ? ` · ${c.latencyMs} ms` : ''}
                    {c.lastError ? ` · ${c.lastError}` : ''}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Chip size="small" data-testid="connection-status" color={c.status === 'connected' ? 'success' : c.status === 'disconnected' ? 'error' : 'default'} label={STATUS_LABEL[c.status]} />
                  <Chip size="small" variant="outlined" color={c.legalStatus === 'fully_authorized' ? 'success' : 'warning'} label={legalLabel(c.legalStatus)} />
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
