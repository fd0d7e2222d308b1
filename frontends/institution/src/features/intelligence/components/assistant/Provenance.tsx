import { Chip, Typography } from '@mui/material';
import type { AiProvenance, TopicPaperRef } from '@scholarlens/contracts';

/** Every AI text says who wrote it and from what (docs/ARCHITECTURE.md §8). */
export function Provenance({ provenance, basedOn, testId }: { provenance: AiProvenance; basedOn: TopicPaperRef[]; testId: string }) {
  const local = provenance.provider === 'local';
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5, overflowWrap: 'anywhere' }} data-testid={testId}>
      <Chip size="small" variant="outlined" label={local ? 'Local AI' : 'AI'} sx={{ mr: 1 }} />
      Written by {provenance.provider} · {provenance.model}, from {basedOn.length} catalog {basedOn.length === 1 ? 'paper' : 'papers'} of this topic (the most read, then the newest).
    </Typography>
  );
}
