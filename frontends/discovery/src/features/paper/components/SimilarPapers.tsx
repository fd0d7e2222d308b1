import { Link as RouterLink } from 'react-router';
import { Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import HubIcon from '@mui/icons-material/Hub';
import { aiProvenanceLabel, formatAuthors, type SimilarPapersAnswer } from '@scholarlens/contracts';
import { errorMessage, MathText } from '@scholarlens/common';
import { paperPath } from '../../../components/paper/PaperCard';
import { useSimilarPapers } from '../api/paper';
import { Section } from './Sections';

const WAITING: Record<Exclude<SimilarPapersAnswer['status'], 'ready'>, string> = {
  'not-embedded': "Similar papers appear once this paper's abstract has been embedded for semantic search.",
  'index-loading': 'Similar papers appear once the semantic index has loaded.',
};

/** Similar Papers (issue #38 item 4): the nearest papers by embedding, with why, and the model that measured it. */
export function SimilarPapersSection({ paperId }: { paperId: string }) {
  const { data, isLoading, error } = useSimilarPapers(paperId);
  const measuredBy = aiProvenanceLabel(data?.provenance);
  return (
    <Section title="Similar Papers" id="similar-papers" icon={<HubIcon color="primary" />}>
      {isLoading ? (
        <Stack spacing={1} role="status" aria-label="Loading similar papers">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="text" width={`${85 - i * 10}%`} />
          ))}
        </Stack>
      ) : error || !data ? (
        <Typography color="error" data-testid="similar-error">
          Could not load similar papers: {errorMessage(error) ?? 'the server did not answer'}
        </Typography>
      ) : data.status !== 'ready' ? (
        <Typography color="text.secondary" data-testid="similar-waiting">
          {WAITING[data.status]}
        </Typography>
      ) : data.papers.length === 0 ? (
        <Typography color="text.secondary" data-testid="similar-empty">
          No paper in the catalog is close enough in meaning yet.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="similar-papers">
          {data.papers.map(({ paper, similarity, reasons }) => (
            <li key={paper.id}>
              <Link component={RouterLink} to={paperPath(paper.id)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <MathText text={paper.title} />
              </Link>
              <Typography variant="body2" color="text.secondary">
                {formatAuthors(paper.authors)} · {Math.round(similarity * 100)}% similar
              </Typography>
              {reasons.length > 0 && (
                <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  {reasons.map((r) => (
                    <Chip key={r} size="small" variant="outlined" label={r} />
                  ))}
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
      {measuredBy && data?.status === 'ready' && (
        <Typography variant="caption" color="text.secondary" data-testid="similar-provenance" sx={{ display: 'block', mt: 1.5 }}>
          Similarity of abstracts measured by {measuredBy} embeddings
        </Typography>
      )}
    </Section>
  );
}
