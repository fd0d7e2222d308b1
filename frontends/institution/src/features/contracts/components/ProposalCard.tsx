import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { type ContractProposal, type ProposalStatus, formatUsd } from '@scholarlens/contracts';
import { TIER_ICONS, tierLabel } from '../../../lib/tiers';
import { type InstitutionStep, useActiveProposal, useProposalStep } from '../api/contracts';
import { stepBy } from './step-by';

const STATUS_COLOUR: Record<ProposalStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  sent: 'info',
  negotiating: 'warning',
  approved: 'success',
  signed: 'success',
  withdrawn: 'default',
  expired: 'error',
};

/** What the institution's administrators may do next, by status (the server enforces the same lifecycle). */
const NEXT: Partial<Record<ProposalStatus, { step: InstitutionStep; label: string; done: string }[]>> = {
  draft: [
    { step: 'send', label: 'Send Proposal', done: 'Proposal sent' },
    { step: 'withdraw', label: 'Withdraw', done: 'Proposal withdrawn' },
  ],
  sent: [{ step: 'withdraw', label: 'Withdraw', done: 'Proposal withdrawn' }],
  approved: [{ step: 'sign', label: 'Sign Contract', done: 'Contract signed: your license is updated' }],
};

const WAITING: Partial<Record<ProposalStatus, string>> = {
  sent: 'Waiting for ScholarLens to start negotiating.',
  negotiating: 'ScholarLens is negotiating this proposal; it will be approved in the console.',
};

/** The active proposal: tier, users, price per year, status, its steps so far, and the next step for administrators. */
export function ProposalCard({ isAdmin }: { isAdmin: boolean }) {
  const proposal = useActiveProposal(true);
  const move = useProposalStep();
  const { toast } = useToast();
  const act = (p: ContractProposal, step: InstitutionStep, done: string) =>
    move.mutate(
      { id: p.id, step },
      {
        onSuccess: () => toast({ title: done }),
        onError: (err) => toast({ title: 'The proposal could not be updated', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  const p = proposal.data;
  return (
    <Card variant="outlined" data-testid="proposal-card" data-status={p?.status ?? 'none'}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Active Proposal
        </Typography>
        {proposal.isLoading ? (
          <Skeleton variant="rounded" height={96} />
        ) : proposal.isError ? (
          <Alert severity="error">{errorMessage(proposal.error) ?? 'The proposal could not be loaded.'}</Alert>
        ) : !p ? (
          <Typography color="text.secondary" data-testid="proposal-none">
            No active proposal.{isAdmin ? ' Generate one to change your tier or seats.' : ''}
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              {TIER_ICONS[p.tier]({ fontSize: 'small' })}
              <Typography sx={{ fontWeight: 700 }}>
                {tierLabel(p.tier)}, {p.users.toLocaleString('en-US')} users
              </Typography>
              <Chip size="small" label={p.status} color={STATUS_COLOUR[p.status]} data-testid="proposal-status" sx={{ textTransform: 'capitalize' }} />
            </Stack>
            <Typography>
              <strong data-testid="proposal-price">{formatUsd(p.price)}</strong> per year ({formatUsd(p.pricePerUser)} per user per month × 12)
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Expires {new Date(p.expiresAt).toLocaleDateString()} unless signed before.
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="proposal-history" aria-label="Proposal history">
              {p.history.map((h) => (
                <Typography component="li" variant="body2" key={`${h.status}-${h.at}`}>
                  {h.status} · {new Date(h.at).toLocaleString()} · {stepBy(h)}
                </Typography>
              ))}
            </Box>
            {WAITING[p.status] && (
              <Typography variant="body2" color="text.secondary">
                {WAITING[p.status]}
              </Typography>
            )}
            {isAdmin && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {(NEXT[p.status] ?? []).map((n) => (
                  <Button
                    key={n.step}
                    variant={n.step === 'withdraw' ? 'text' : 'contained'}
                    onClick={() => act(p, n.step, n.done)}
                    disabled={move.isPending}
                    data-testid={`proposal-${n.step}`}
                  >
                    {n.label}
                  </Button>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
