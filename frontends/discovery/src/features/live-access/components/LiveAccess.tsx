import { type FormEvent, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Tab, Tabs, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { LIVE_ACCESS_MESSAGES, LIVE_ACCESS_VARIABLE } from '@scholarlens/contracts';
import { DEFAULT_CATEGORY, LIVE_CATEGORIES, type LiveCategory, useCategoryWorks, useLatestWorks, useLiveAccessStatus, useSearchWorks } from '../api/live-access';
import { LiveResults } from './LiveResults';

type LiveTab = 'latest' | 'search' | 'category';

/**
 * Live Research Access (spec inst §2, §4, §5): the search form (Search Live disabled while blank;
 * submitting switches to the search tab), the six category buttons (choosing one switches to the
 * category tab), and the tabs latest (default) / search / category, each polled (inst §9).
 */
export function LiveAccess() {
  const status = useLiveAccessStatus();
  // No list is asked for before the status is known: without a key each would only answer 503.
  if (status.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Checking live research access" />
      </Box>
    );
  }
  if (status.data?.configured === false) return <LiveAccessNotConfigured />;
  // Configured, or the status could not be read: the lists say for themselves what fails.
  return <LiveAccessLists />;
}

/** No OpenAlex key on this server: say so, and what an administrator sets (issue #28), instead of a 503. */
export function LiveAccessNotConfigured() {
  return (
    <Alert severity="info" data-testid="live-not-configured" sx={{ borderRadius: 2 }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{LIVE_ACCESS_MESSAGES.notConfigured}</AlertTitle>
      {LIVE_ACCESS_MESSAGES.adminHint(LIVE_ACCESS_VARIABLE)} The papers already in the ScholarLens catalog can still be searched from the home page.
    </Alert>
  );
}

function LiveAccessLists() {
  const [tab, setTab] = useState<LiveTab>('latest');
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<LiveCategory>(DEFAULT_CATEGORY);

  const latest = useLatestWorks(tab === 'latest');
  const search = useSearchWorks(query, tab === 'search');
  const byCategory = useCategoryWorks(category, tab === 'category');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = input.trim();
    if (!q) return;
    setQuery(q);
    setTab('search');
  };
  const categoryLabel = LIVE_CATEGORIES.find((c) => c.id === category)?.label ?? category;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
        <Box component="form" role="search" onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
          <TextField
            fullWidth
            size="small"
            label="Search live scholarly works"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'live-search-input' } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={input.trim().length === 0} sx={{ flexShrink: 0 }}>
            Search Live
          </Button>
        </Box>
        <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }} aria-label="Categories">
          {LIVE_CATEGORIES.map((c) => (
            <Button
              key={c.id}
              size="small"
              variant={tab === 'category' && category === c.id ? 'contained' : 'outlined'}
              onClick={() => {
                setCategory(c.id);
                setTab('category');
              }}
            >
              {c.label}
            </Button>
          ))}
        </Stack>
      </Paper>

      <Box>
        <Tabs value={tab} onChange={(_, v: LiveTab) => setTab(v)} aria-label="Live results" sx={{ mb: 2 }}>
          <Tab value="latest" label="Latest" />
          <Tab value="search" label="Search" />
          <Tab value="category" label="Category" />
        </Tabs>
        {tab === 'latest' && <LiveResults query={latest} empty="No recent papers right now." />}
        {tab === 'search' && (
          <LiveResults query={search} empty={`No papers found for "${query}".`} idle={query ? undefined : 'Enter a search above to search live.'} />
        )}
        {tab === 'category' && <LiveResults query={byCategory} empty={`No recent papers in ${categoryLabel}.`} />}
      </Box>
    </Stack>
  );
}
