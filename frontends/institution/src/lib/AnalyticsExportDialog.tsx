/** The analytics Export dialog, used by the portal's analytics tab and /institutional's Export Data (POST /api/analytics/export). */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { ANALYTICS_API, ANALYTICS_EXPORT_FORMATS, ANALYTICS_MESSAGES, type AnalyticsExportFormat, type AnalyticsExportJob, type AnalyticsExportRequest, type AnalyticsTimeframe } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** POST /api/analytics/export, then (a large export) GET /api/analytics/exports/:id every second until it is done. */
export async function exportAnalytics(body: AnalyticsExportRequest, onProgress: (job: AnalyticsExportJob) => void): Promise<AnalyticsExportJob> {
  let job = await api.post<AnalyticsExportJob>(ANALYTICS_API.export, body);
  onProgress(job);
  while (job.status === 'running') {
    await new Promise((r) => setTimeout(r, 1000));
    job = await api.get<AnalyticsExportJob>(ANALYTICS_API.exportJob(job.id));
    onProgress(job);
  }
  if (job.status === 'failed') throw new Error(job.error ?? 'The export failed');
  return job;
}

const TIMEFRAME_TEXT: Record<AnalyticsTimeframe, string> = { '3months': 'the last 3 months', '6months': 'the last 6 months', '12months': 'the last 12 months', '24months': 'the last 24 months', '5years': 'the last 5 years' };

const FORMAT_LABELS: Record<AnalyticsExportFormat, string> = { pdf: 'PDF', excel: 'Excel (.xlsx)', csv: 'CSV', powerpoint: 'PowerPoint (.pptx)' };

/** The Export dialog: the format chosen is the one produced; a large export shows its job's progress; the file downloads when ready. */
export function AnalyticsExportDialog({ open, onClose, timeframe }: { open: boolean; onClose: () => void; timeframe: AnalyticsTimeframe }) {
  const [format, setFormat] = useState<AnalyticsExportFormat>('pdf');
  const [job, setJob] = useState<AnalyticsExportJob | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const run = async () => {
    setBusy(true);
    try {
      const done = await exportAnalytics({ format, timeframe }, setJob);
      const a = document.createElement('a');
      a.href = done.downloadUrl as string;
      a.download = done.fileName ?? '';
      document.body.appendChild(a);
      a.click();
      a.remove();
      toast({ title: ANALYTICS_MESSAGES.exported });
      onClose();
    } catch (err) {
      toast({ title: ANALYTICS_MESSAGES.exportFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
      setJob(null);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Export Analytics</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The figures and charts of {TIMEFRAME_TEXT[timeframe]}.
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          label="Format"
          value={format}
          onChange={(e) => setFormat(e.target.value as AnalyticsExportFormat)}
          slotProps={{ htmlInput: { 'data-testid': 'analytics-export-format' } }}
        >
          {ANALYTICS_EXPORT_FORMATS.map((f) => (
            <MenuItem key={f} value={f}>
              {FORMAT_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        {busy ? (
          <>
            <LinearProgress variant={job && job.status === 'running' ? 'determinate' : 'indeterminate'} value={job?.progress ?? 0} sx={{ mt: 2 }} />
            <Typography variant="caption" color="text.secondary">
              {job?.status === 'running' ? `Preparing the export (${job.progress}%)` : 'Preparing the export'}
            </Typography>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={run} disabled={busy} data-testid="analytics-export-confirm">
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}
