import { type FormEvent, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { CONTRACT_MESSAGES, type ContractTier, type InstitutionTier, PROPOSAL_LIMITS, formatUsd, proposalCost } from '@scholarlens/contracts';
import { TIER_ICONS, tierLabel } from '../../../lib/tiers';
import { useCreateProposal } from '../api/contracts';

/**
 * Generate Proposal (spec inst §2, §9): a tier picker (pro by default), a user count (1000 by
 * default, 1 to 50,000 and at most the tier's maximum) and the summary: monthly = tier price × users,
 * annual = monthly × 12, in US dollars without decimals, at the prices the server answers.
 */
export function GenerateProposalDialog({ open, onClose, tiers }: { open: boolean; onClose: () => void; tiers: ContractTier[] | undefined }) {
  const create = useCreateProposal();
  const { toast } = useToast();
  const [tier, setTier] = useState<InstitutionTier>(PROPOSAL_LIMITS.defaultTier);
  const [users, setUsers] = useState(String(PROPOSAL_LIMITS.defaultUsers));
  const chosen = tiers?.find((t) => t.name === tier);
  const count = Number(users);
  const max = Math.min(PROPOSAL_LIMITS.maxUsers, chosen?.maxUsers ?? PROPOSAL_LIMITS.maxUsers);
  const usersError =
    !Number.isInteger(count) || count < PROPOSAL_LIMITS.minUsers || count > max ? `Enter a whole number from ${PROPOSAL_LIMITS.minUsers} to ${max.toLocaleString('en-US')}` : null;
  const cost = chosen && !usersError ? proposalCost(chosen.price, count) : null;

  const close = () => {
    setTier(PROPOSAL_LIMITS.defaultTier);
    setUsers(String(PROPOSAL_LIMITS.defaultUsers));
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (usersError) return;
    create.mutate(
      { tier, users: count },
      {
        onSuccess: () => {
          toast({ title: CONTRACT_MESSAGES.proposalGenerated });
          close();
        },
        onError: (err) => toast({ title: 'Failed to generate proposal', description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="generate-proposal-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="generate-proposal-title">Generate Proposal</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField select label="Tier" value={tier} onChange={(e) => setTier(e.target.value as InstitutionTier)} slotProps={{ htmlInput: { 'data-testid': 'proposal-tier' } }}>
              {(tiers ?? []).map((t) => (
                <MenuItem key={t.name} value={t.name} data-testid={`proposal-tier-${t.name}`}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {TIER_ICONS[t.name]({ fontSize: 'small' })}
                    <span>
                      {tierLabel(t.name)} · {formatUsd(t.price)}/user/month
                    </span>
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Number of users"
              type="number"
              value={users}
              onChange={(e) => setUsers(e.target.value)}
              error={usersError !== null}
              helperText={usersError ?? `Up to ${max.toLocaleString('en-US')} users on this tier`}
              slotProps={{ htmlInput: { min: PROPOSAL_LIMITS.minUsers, max, step: 1, 'data-testid': 'proposal-users' } }}
            />
            <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="proposal-summary">
              <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
                Summary
              </Typography>
              {!tiers ? (
                <Skeleton width="60%" />
              ) : cost ? (
                <>
                  <Typography>
                    Monthly: <strong data-testid="proposal-monthly">{formatUsd(cost.monthly)}</strong> ({formatUsd(chosen?.price ?? 0)} × {count.toLocaleString('en-US')} users)
                  </Typography>
                  <Typography>
                    Annual: <strong data-testid="proposal-annual">{formatUsd(cost.annual)}</strong>
                  </Typography>
                </>
              ) : (
                <Typography color="text.secondary">Enter a valid number of users to see the cost.</Typography>
              )}
            </Box>
            {create.isError && <Alert severity="error">{errorMessage(create.error) ?? 'The proposal could not be generated.'}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending || usersError !== null || !tiers} data-testid="proposal-submit">
            {create.isPending ? 'Generating…' : 'Generate Proposal'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
