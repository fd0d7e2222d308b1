import { type FormEvent, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import {
  type Integration,
  PIPELINE_SCHEDULES,
  PIPELINE_SOURCE_LABELS,
  PIPELINE_SOURCES,
  type Pipeline,
  type PipelineSchedule,
  type PipelineSource,
  errorRateColour,
  lastSyncText,
} from '@scholarlens/contracts';
import { type PipelineStep, useCreatePipeline, usePipelineStep, usePipelines } from '../api/integrations';
import { CHIP_COLOUR } from './colours';

/** Pipelines (spec inst §3): source → destination on a schedule, Run now and Pause wired, records and error rate from their real runs. */
export function PipelinesTab({ isAdmin, integrations }: { isAdmin: boolean; integrations: Integration[] }) {
  const pipelines = usePipelines();
  const [creating, setCreating] = useState(false);
  const connected = integrations.filter((i) => i.status === 'connected');
  return (
    <Stack spacing={2} data-testid="pipelines-tab">
      {isAdmin && (
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)} disabled={connected.length === 0} data-testid="create-pipeline">
            Create Pipeline
          </Button>
          {connected.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Connect an integration first: a pipeline needs a destination.
            </Typography>
          )}
        </Box>
      )}
      {pipelines.isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : pipelines.isError ? (
        <Alert severity="error">{errorMessage(pipelines.error) ?? 'The pipelines could not be loaded.'}</Alert>
      ) : (pipelines.data ?? []).length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="pipelines-empty">
          <Typography color="text.secondary">No pipelines yet. A pipeline moves your institution’s data to a connected integration on a schedule.</Typography>
        </Paper>
      ) : (
        (pipelines.data ?? []).map((p) => <PipelineCard key={p.id} pipeline={p} isAdmin={isAdmin} />)
      )}
      <CreatePipelineDialog open={creating} onClose={() => setCreating(false)} integrations={connected} />
    </Stack>
  );
}

function PipelineCard({ pipeline: p, isAdmin }: { pipeline: Pipeline; isAdmin: boolean }) {
  const step = usePipelineStep();
  const { toast } = useToast();
  const act = (s: PipelineStep) =>
    step.mutate(
      { id: p.id, step: s },
      {
        onSuccess: (after) =>
          toast(
            s === 'run'
              ? { title: after.lastRunMessage ? `Pipeline ran: ${after.lastRunMessage}` : 'Pipeline ran' }
              : { title: s === 'pause' ? 'Pipeline paused' : 'Pipeline resumed' },
          ),
        onError: (err) => toast({ title: 'The pipeline could not be updated', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  return (
    <Card variant="outlined" data-testid="pipeline" data-status={p.status}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {p.name}
              </Typography>
              <Chip size="small" color={p.status === 'active' ? 'success' : 'default'} label={p.status} data-testid="pipeline-status" />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {PIPELINE_SOURCE_LABELS[p.source]} → {p.destination.name} · {p.schedule}
            </Typography>
          </Box>
          {isAdmin && (
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
              <Button size="small" variant="contained" onClick={() => act('run')} disabled={step.isPending} data-testid="pipeline-run">
                Run now
              </Button>
              <Button size="small" variant="outlined" onClick={() => act(p.status === 'active' ? 'pause' : 'resume')} disabled={step.isPending} data-testid="pipeline-pause">
                {p.status === 'active' ? 'Pause' : 'Resume'}
              </Button>
            </Stack>
          )}
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, mt: 1.5 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Last run
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="pipeline-last-run">
              {lastSyncText(p.lastRun)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Records processed
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="pipeline-records">
              {p.recordsProcessed.toLocaleString('en-US')}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Error rate
            </Typography>
            <Box>
              <Chip size="small" color={CHIP_COLOUR[errorRateColour(p.errorRate)]} label={p.runs === 0 ? '—' : `${p.errorRate}%`} data-testid="pipeline-error-rate" />
            </Box>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Runs
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="pipeline-runs">
              {p.runs}
            </Typography>
          </Box>
        </Box>
        {p.lastRunMessage && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere' }}>
            {p.lastRunMessage}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function CreatePipelineDialog({ open, onClose, integrations }: { open: boolean; onClose: () => void; integrations: Integration[] }) {
  const create = useCreatePipeline();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [source, setSource] = useState<PipelineSource>('security-audit-log');
  const [integrationId, setIntegrationId] = useState('');
  const [schedule, setSchedule] = useState<PipelineSchedule>('weekly');
  const close = () => {
    create.reset();
    setName('');
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, source, integrationId: integrationId || integrations[0]?.id || '', schedule },
      {
        onSuccess: () => {
          toast({ title: 'Pipeline created' });
          close();
        },
        onError: (err) => toast({ title: 'Failed to create pipeline', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-pipeline-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-pipeline-title">Create Pipeline</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'pipeline-name', maxLength: 120 } }} />
            <TextField select label="Source" value={source} onChange={(e) => setSource(e.target.value as PipelineSource)}>
              {PIPELINE_SOURCES.map((s) => (
                <MenuItem key={s} value={s}>
                  {PIPELINE_SOURCE_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Destination" value={integrationId || integrations[0]?.id || ''} onChange={(e) => setIntegrationId(e.target.value)}>
              {integrations.map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  {i.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Schedule" value={schedule} onChange={(e) => setSchedule(e.target.value as PipelineSchedule)}>
              {PIPELINE_SCHEDULES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
            {create.isError && <Alert severity="error">{errorMessage(create.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending || !name.trim()} data-testid="pipeline-submit">
            {create.isPending ? 'Creating…' : 'Create Pipeline'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
