import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { errorMessage } from '@scholarlens/common';
import { formatUsd } from '@scholarlens/contracts';
import { tierLabel } from '../../../lib/tiers';
import { useProposals } from '../api/contracts';
import { stepBy } from './step-by';

/** Every proposal of the institution, newest first, each with the steps it went through and who took them. */
export function ProposalHistory() {
  const proposals = useProposals(true);
  if (proposals.isLoading) return <Skeleton variant="rounded" height={56} />;
  if (proposals.isError) return <Alert severity="error">{errorMessage(proposals.error) ?? 'The proposal history could not be loaded.'}</Alert>;
  const list = proposals.data ?? [];
  if (list.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="proposal-history-list">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Proposal History
      </Typography>
      {list.map((p) => (
        <Accordion key={p.id} disableGutters variant="outlined" data-testid="proposal-history-item" data-status={p.status}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {tierLabel(p.tier)}, {p.users.toLocaleString('en-US')} users, {formatUsd(p.price)} per year
              </Typography>
              <Chip size="small" label={p.status} sx={{ textTransform: 'capitalize' }} />
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {p.history.map((h) => (
                <Typography component="li" variant="body2" key={`${h.status}-${h.at}`}>
                  {h.status} · {new Date(h.at).toLocaleString()} · {stepBy(h)}
                </Typography>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Paper>
  );
}
