import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Chip, Container, InputAdornment, Paper as MuiPaper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { Paper } from '@scholarlens/contracts';
import { DEMO_AUTHORS, DEMO_CATEGORIES, demoFilter, firstAuthors, shortDate } from '../../../lib/paper-rules';
import { useDemoPapers, useDemoStats } from '../api/demo';
import { MathText } from '@scholarlens/common';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <MuiPaper variant="outlined" sx={{ p: 2, textAlign: 'center', flex: 1 }}>
      <Typography data-testid={testId} sx={{ fontWeight: 800, fontSize: '1.8rem' }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </MuiPaper>
  );
}

function DemoCard({ paper, selected, onSelect }: { paper: Paper; selected: boolean; onSelect: () => void }) {
  return (
    <Card variant="outlined" data-testid="demo-paper" sx={{ display: 'flex', flexDirection: 'column', borderColor: selected ? 'secondary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack useFlexGap direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
          {paper.categories.slice(0, DEMO_CATEGORIES).map((c) => (
            <Chip key={c} size="small" variant="outlined" color="primary" label={c} />
          ))}
        </Stack>
        <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <MathText text={paper.title} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {firstAuthors(paper.authors, DEMO_AUTHORS)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {shortDate(paper.publishedDate) || 'Recent'}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          <MathText text={paper.abstract} />
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onSelect} aria-pressed={selected}>
          View on ArXiv
        </Button>
      </CardActions>
    </Card>
  );
}

/** /demo (inst §2): search over the loaded papers (at most 6), stats with "—" where unknown. */
export function DemoLanding() {
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const papers = useDemoPapers();
  const stats = useDemoStats();
  const shown = useMemo(() => demoFilter(papers.data ?? [], q), [papers.data, q]);
  const total = stats.data && Number.isFinite(stats.data.totalPapers) ? stats.data.totalPapers.toLocaleString('en-US') : '—';
  const quality = stats.data && typeof stats.data.aiQuality === 'number' ? `${Math.round(stats.data.aiQuality)}%` : '—';
  // Measured figures only: the spec's fixed "25% citation increase" is not data, so it is not shown.
  const today = stats.data && Number.isFinite(stats.data.todayPapers) ? stats.data.todayPapers.toLocaleString('en-US') : '—';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.8rem', md: '2.6rem' } }}>
        See ScholarLens in action
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
        Search the latest papers and see how AI summaries and tags help you read faster.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Stat label="Papers enhanced" value={total} testId="demo-papers-enhanced" />
        <Stat label="AI quality" value={quality} testId="demo-ai-quality" />
        <Stat label="Announced today" value={today} testId="demo-papers-today" />
      </Stack>
      <TextField
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Search papers by title or abstract..."
        fullWidth
        sx={{ mt: 3, bgcolor: 'background.paper' }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search demo papers', 'data-testid': 'demo-search' },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
        }}
      />
      <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {papers.isLoading
          ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" height={220} />)
          : shown.map((p) => <DemoCard key={p.id} paper={p} selected={selected === p.id} onSelect={() => setSelected(p.id)} />)}
      </Box>
      {!papers.isLoading && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="demo-empty">
          No papers found
        </Typography>
      )}
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Button variant="contained" size="large" component={RouterLink} to="/beta-signup">
          Request Demo
        </Button>
      </Box>
    </Container>
  );
}
