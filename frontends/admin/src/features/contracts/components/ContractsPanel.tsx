import { Alert, Box, Button, Card, CardContent, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { type AdminContractProposal, formatUsd, type ProposalStatus } from '@scholarlens/contracts';
import { type ConsoleStep, useAdminProposals, useConsoleStep } from '../api/contracts';

/** The console's steps of the lifecycle (the server enforces the same). */
const NEXT: Partial<Record<ProposalStatus, { step: ConsoleStep; label: string }>> = {
  sent: { step: 'negotiating', label: 'Mark Negotiating' },
  negotiating: { step: 'approved', label: 'Approve' },
};

/** Admin console: every institution's contract proposals; the console marks them negotiating and approved. */
export function ContractsPanel() {
  const proposals = useAdminProposals();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="admin-contracts-panel">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Contract Proposals
      </Typography>
      {proposals.isLoading ? (
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />)
      ) : proposals.isError ? (
        <Alert severity="error">{errorMessage(proposals.error) ?? 'Proposals could not be loaded right now.'}</Alert>
      ) : (proposals.data ?? []).length === 0 ? (
        <Typography color="text.secondary" data-testid="admin-proposals-empty">
          No proposals yet. Institution administrators generate them from the portal’s contracts tab.
        </Typography>
      ) : (
        <Stack spacing={1}>
          {(proposals.data ?? []).map((p) => (
            <ProposalRow key={p.id} proposal={p} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ProposalRow({ proposal: p }: { proposal: AdminContractProposal }) {
  const move = useConsoleStep();
  const { toast } = useToast();
  const next = NEXT[p.status];
  const sentBy = p.history.find((h) => h.status === 'draft')?.byEmail;
  return (
    <Card variant="outlined" data-testid="admin-proposal-row" data-status={p.status} data-institution={p.institutionName}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{p.institutionName || p.institutionId}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {p.tier} · {p.users.toLocaleString('en-US')} users · {formatUsd(p.price)} per year{sentBy ? ` · by ${sentBy}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Created {new Date(p.createdAt).toLocaleDateString()} · expires {new Date(p.expiresAt).toLocaleDateString()}
          </Typography>
        </Box>
        <Chip size="small" label={p.status} sx={{ textTransform: 'capitalize' }} data-testid="admin-proposal-status" />
        {next && (
          <Button
            size="small"
            variant="contained"
            disabled={move.isPending}
            data-testid={`admin-proposal-${next.step}`}
            onClick={() =>
              move.mutate(
                { id: p.id, step: next.step },
                {
                  onSuccess: () => toast({ title: `Proposal ${next.step === 'approved' ? 'approved' : 'marked negotiating'}` }),
                  onError: (err) => toast({ title: 'The proposal could not be updated', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
                },
              )
            }
          >
            {next.label}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
