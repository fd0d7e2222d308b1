import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Skeleton, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { CitationLink, Paper } from '@scholarlens/contracts';
import { errorMessage, useToast } from '@scholarlens/common';
import { CitationView } from '../../../components/paper/CitationNetwork';
import { paperPath } from '../../../components/paper/PaperCard';
import { longDate } from '../../../lib/paper-rules';
import { useCitationGraph, useRefreshCitationGraph } from '../api/paper';
import { Section } from './Sections';

type Side = 'references' | 'citations';

/** How many works a list shows before "Show all". */
const FIRST = 8;

function LinkList({ items, empty }: { items: CitationLink[]; empty: string }) {
  const [all, setAll] = useState(false);
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="citation-links">
      {items.slice(0, all ? items.length : FIRST).map((w) => (
        <li key={w.openAlexId}>
          {w.paperId ? (
            <Link component={RouterLink} to={paperPath(w.paperId)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="citation-in-catalog">
              {w.title}
            </Link>
          ) : (
            <Link href={w.url} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ overflowWrap: 'anywhere' }}>
              {w.title}
            </Link>
          )}
          <Typography variant="body2" color="text.secondary">
            {[w.year, `cited by ${w.citedByCount.toLocaleString('en-US')}`, w.paperId ? 'in ScholarLens' : null].filter(Boolean).join(' · ')}
          </Typography>
        </li>
      ))}
    </Stack>
    {!all && items.length > FIRST && (
      <Button size="small" onClick={() => setAll(true)} sx={{ mt: 1 }}>
        Show all {items.length}
      </Button>
    )}
    </>
  );
}

/**
 * References & Citations (issue #38 item 5): what the paper cites and what cites it, from OpenAlex,
 * with the date fetched; as lists, or drawn as a citation network (prior and derivative works).
 */
export function CitationsSection({ paper }: { paper: Pick<Paper, 'id' | 'title' | 'publishedDate'> }) {
  const paperId = paper.id;
  const { data, isLoading, error } = useCitationGraph(paperId);
  const refresh = useRefreshCitationGraph(paperId);
  const { toast } = useToast();
  const [side, setSide] = useState<Side>('citations');
  const [shape, setShape] = useState<'list' | 'network'>('list');
  return (
    <Section
      title="References & Citations"
      id="citations"
      icon={<AccountTreeIcon color="primary" />}
      action={
        data?.status === 'ready' && (
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            disabled={refresh.isPending}
            onClick={() =>
              refresh.mutate(undefined, { onError: (e) => toast({ title: 'Could not refresh citations', description: errorMessage(e) ?? undefined, variant: 'destructive' }) })
            }
          >
            {refresh.isPending ? 'Refreshing…' : 'Refresh'}
          </Button>
        )
      }
    >
      {isLoading ? (
        <Stack spacing={1} role="status" aria-label="Loading references and citations">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="text" width={`${80 - i * 10}%`} />
          ))}
        </Stack>
      ) : error || !data ? (
        <Typography color="text.secondary" data-testid="citations-error">
          {errorMessage(error) ?? 'References and citations could not be loaded.'}
        </Typography>
      ) : data.status !== 'ready' ? (
        <Typography color="text.secondary" data-testid="citations-unavailable">
          {data.message}
        </Typography>
      ) : (
        <>
          <ToggleButtonGroup size="small" exclusive value={shape} onChange={(_e, v: 'list' | 'network' | null) => v && setShape(v)} aria-label="Show as" sx={{ mb: 1.5 }}>
            <ToggleButton value="list" data-testid="citations-as-list">
              Lists
            </ToggleButton>
            <ToggleButton value="network" data-testid="citations-as-network">
              Citation network
            </ToggleButton>
          </ToggleButtonGroup>
          {shape === 'network' ? (
            <CitationView paper={paper} />
          ) : (
          <>
          <Tabs value={side} onChange={(_, v: Side) => setSide(v)} sx={{ mb: 1.5 }} aria-label="References or citations">
            <Tab value="citations" label={`Cited by (${data.citations.count.toLocaleString('en-US')})`} data-testid="tab-citations" />
            <Tab value="references" label={`References (${data.references.count.toLocaleString('en-US')})`} data-testid="tab-references" />
          </Tabs>
          <Box role="tabpanel">
            {side === 'citations' ? (
              <LinkList items={data.citations.items} empty="OpenAlex lists no works citing this paper." />
            ) : (
              <LinkList items={data.references.items} empty="OpenAlex lists no references of this paper." />
            )}
          </Box>
          </>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }} data-testid="citations-source">
            From OpenAlex ({data.workId}), fetched {data.fetchedAt ? longDate(data.fetchedAt.slice(0, 10)) : '—'}; the most cited first
          </Typography>
        </>
      )}
    </Section>
  );
}
