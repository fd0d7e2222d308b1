import { Box, Button, Card, CardContent, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import type { PartnerTarget } from '@scholarlens/contracts';
import { formatEuro } from './money';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One target university (spec inst §2): location, students, faculty, current system, value, probability bar, pain points, decision makers, contact. */
export function PartnerTargetCard({ target, selected, onContact, onEdit }: { target: PartnerTarget; selected: boolean; onContact: () => void; onEdit: () => void }) {
  const last = target.outreach[0];
  return (
    <Card variant="outlined" data-testid="partner-target" data-target={target.name} sx={selected ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {target.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {target.location}
            </Typography>
          </Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="partner-value">
            {formatEuro(target.estimatedValue)}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              / year
            </Typography>
          </Typography>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 1, my: 1.5 }}>
          <Fact label="Students" value={target.students.toLocaleString('en-US')} />
          <Fact label="Faculty" value={target.faculty.toLocaleString('en-US')} />
          <Fact label="Current system" value={target.currentSystem || '—'} />
        </Box>
        <Typography variant="caption" color="text.secondary">
          Success probability: {target.probability}%
        </Typography>
        <LinearProgress variant="determinate" value={Math.min(100, target.probability)} sx={{ height: 8, borderRadius: 4, mb: 1.5 }} aria-label={`Success probability ${target.probability}%`} />
        <ListOf label="Pain points" items={target.painPoints} />
        <ListOf label="Decision makers" items={target.decisionMakers} />
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          Contact: <Link href={`mailto:${target.contact.email}`}>{target.contact.email}</Link>
          {target.contact.website ? (
            <>
              {' · '}
              <Link href={target.contact.website} target="_blank" rel="noopener noreferrer">
                {target.contact.website}
              </Link>
            </>
          ) : null}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }} data-testid="partner-last-outreach">
          {last ? `Last outreach ${when(last.sentAt)} by ${last.sentBy} (${last.transport === 'smtp' ? 'sent' : 'kept in the outbox'}) · ${target.outreach.length} in all` : 'No outreach yet'}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" onClick={onContact} data-testid="partner-contact">
            Contact
          </Button>
          <Button size="small" onClick={onEdit} data-testid="partner-edit">
            Edit
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function ListOf({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {items.map((item) => (
          <Chip key={item} size="small" label={item} sx={{ maxWidth: '100%' }} />
        ))}
      </Stack>
    </Box>
  );
}
