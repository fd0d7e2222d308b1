import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage } from '@scholarlens/common';
import { PARTNERSHIP_MESSAGES, type PartnerTarget } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../lib/FigureCard';
import { usePartnerships } from '../api/partnerships';
import { formatEuro } from './money';
import { OutreachForm } from './OutreachForm';
import { PartnerTargetCard } from './PartnerTargetCard';
import { PartnerTargetDialog } from './PartnerTargetDialog';

/**
 * /partnerships for console admins (spec inst §2; issue #36 item 6): header cards computed from the
 * targets, the targets (added and edited here, none hard-coded), the outreach form, and while no
 * SMTP server is configured the outbox with a notice that mail is not being sent.
 */
export function PartnershipsView({ title }: { title: string }) {
  const overview = usePartnerships(true);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ target: PartnerTarget | null } | null>(null);
  const data = overview.data;
  const selected = data?.targets.find((t) => t.id === selectedId) ?? null;
  const totals = data?.totals;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">Universities ScholarLens could serve, and the proposals sent to them.</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setSelectedId(null)} data-testid="target-analysis">
            Target Analysis
          </Button>
          <Button variant="contained" onClick={() => setEditing({ target: null })} data-testid="add-target">
            Add Target
          </Button>
        </Stack>
      </Stack>

      {data && !data.mailSending ? (
        <Alert severity="warning" data-testid="mail-not-sent">
          {PARTNERSHIP_MESSAGES.mailNotSent}
        </Alert>
      ) : null}

      <Box sx={figureGrid}>
        <FigureCard label="Total Value" testId="card-total-value" loading={overview.isLoading} failed={overview.isError} value={totals ? formatEuro(totals.totalValue) : '—'} caption="Estimated per year" />
        <FigureCard label="Target Universities" testId="card-targets" loading={overview.isLoading} failed={overview.isError} value={totals?.targets ?? '—'} />
        <FigureCard label="Total Students" testId="card-students" loading={overview.isLoading} failed={overview.isError} value={totals ? totals.students.toLocaleString('en-US') : '—'} />
        <FigureCard
          label="Avg. Probability"
          testId="card-probability"
          loading={overview.isLoading}
          failed={overview.isError}
          value={totals?.averageProbability === null || totals === undefined ? '—' : `${totals.averageProbability}%`}
        />
      </Box>

      {overview.isError ? <Alert severity="error">{errorMessage(overview.error) ?? 'Failed to load partner targets'}</Alert> : null}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: selected ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2} data-testid="partner-targets">
          {overview.isLoading ? (
            [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={220} />)
          ) : data && data.targets.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="targets-empty">
              <Typography sx={{ fontWeight: 600 }}>No target universities yet</Typography>
              <Typography color="text.secondary">Add a university to plan outreach.</Typography>
            </Paper>
          ) : (
            data?.targets.map((t) => (
              <PartnerTargetCard key={t.id} target={t} selected={t.id === selectedId} onContact={() => setSelectedId(t.id)} onEdit={() => setEditing({ target: t })} />
            ))
          )}
        </Stack>
        {selected ? (
          <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <OutreachForm key={selected.id} target={selected} onCancel={() => setSelectedId(null)} />
          </Box>
        ) : null}
      </Box>

      {data && !data.mailSending ? (
        <Card variant="outlined" data-testid="outbox">
          <CardContent>
            <Typography variant="h6" component="h2">
              Outbox
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Messages kept instead of sent, newest first.
            </Typography>
            {data.outbox.length === 0 ? (
              <Typography color="text.secondary">The outbox is empty</Typography>
            ) : (
              <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.outbox.map((m) => (
                  <Box component="li" key={m.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid="outbox-message">
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {m.subject}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                      To {m.to} · {new Date(m.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                      {m.text}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
      ) : null}

      <PartnerTargetDialog open={editing !== null} target={editing?.target ?? null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
