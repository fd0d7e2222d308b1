import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, CircularProgress, Container, Link, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import ViewListIcon from '@mui/icons-material/ViewList';
import HubIcon from '@mui/icons-material/Hub';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import type { Paper } from '@scholarlens/contracts';
import { ALL_CATEGORIES, matchesCategory } from '../lib/paper-rules';
import { Hero } from '../features/feed/components/Hero';
import { StatsStrip } from '../features/feed/components/StatsStrip';
import { FeedToolbar } from '../features/feed/components/FeedToolbar';
import { PaperList } from '../features/feed/components/PaperList';
import { FloatingActions } from '../features/feed/components/FloatingActions';
import { useFeedPapers } from '../features/feed/api/papers';
import { CATEGORY_CODE, useCategoryPapers } from '../features/feed/api/category-papers';
import { ChatPanel } from '../features/chat/components/ChatPanel';

// The graph library loads only when the Visual Network tab is opened.
const NetworkView = lazy(() => import('../features/network/components/NetworkView'));

type TabId = 'list' | 'network' | 'assistant';
const TABS: { id: TabId; label: string; icon: React.ReactElement }[] = [
  { id: 'list', label: 'Paper List', icon: <ViewListIcon /> },
  { id: 'network', label: 'Visual Network', icon: <HubIcon /> },
  { id: 'assistant', label: 'AI Assistant', icon: <SmartToyIcon /> },
];

/** / — home feed (spec core §2). */
export default function FeedPage() {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  // `/?network=<category>` (the AI research assistant's Launch Network Viewer) opens the network on that category's papers.
  const [params] = useSearchParams();
  const networkParam = params.get('network');
  const networkCategory = networkParam && CATEGORY_CODE.test(networkParam) ? networkParam : null;
  const categoryPapers = useCategoryPapers(networkCategory);
  const [tab, setTab] = useState<TabId>(networkCategory ? 'network' : 'list');
  const [visited, setVisited] = useState<Set<TabId>>(() => new Set(networkCategory ? ['list', 'network'] : ['list']));
  const [selected, setSelected] = useState<Paper | null>(null);
  const feed = useFeedPapers(category);
  const papers = useMemo(() => feed.papers.filter((p) => matchesCategory(p, category)), [feed.papers, category]);
  const sectionRef = useRef<HTMLElement | null>(null);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  const open = useCallback((id: TabId) => {
    setTab(id);
    setVisited((v) => (v.has(id) ? v : new Set(v).add(id)));
  }, []);
  // Choosing a paper in the network switches to the AI Assistant tab with that paper as context (spec core §2).
  const askAssistant = useCallback(
    (p: Paper) => {
      setSelected(p);
      open('assistant');
    },
    [open],
  );

  return (
    <>
      <Hero />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <StatsStrip />
        <Box component="section" ref={sectionRef} aria-labelledby="feed-title" sx={{ mt: { xs: 3, md: 4 }, scrollMarginTop: 80 }}>
          <FeedToolbar
            category={category}
            onCategory={setCategory}
            refreshing={feed.isRefetching && !feed.isFetchingNextPage}
            onRefresh={() => void feed.refetch()}
          />
          {narrow && <FloatingActions inline onAssistant={() => open('assistant')} />}
          <Tabs
            value={tab}
            onChange={(_e, v: TabId) => open(v)}
            variant={narrow ? 'fullWidth' : 'standard'}
            aria-label="Feed views"
            data-testid="feed-tabs"
            sx={{ mt: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((t) => (
              <Tab key={t.id} value={t.id} label={t.label} icon={t.icon} iconPosition={narrow ? 'top' : 'start'} id={`feed-tab-${t.id}`} aria-controls={`feed-panel-${t.id}`} sx={{ minHeight: 48, px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8rem', sm: '0.875rem' } }} />
            ))}
          </Tabs>

          <div role="tabpanel" id="feed-panel-list" aria-labelledby="feed-tab-list" hidden={tab !== 'list'}>
            <PaperList
              papers={papers}
              isLoading={feed.isLoading}
              isError={feed.isError}
              error={feed.error}
              hasNextPage={feed.hasNextPage}
              isFetchingNextPage={feed.isFetchingNextPage}
              fetchNextPage={() => void feed.fetchNextPage()}
              onRetry={() => void feed.refetch()}
            />
          </div>
          <div role="tabpanel" id="feed-panel-network" aria-labelledby="feed-tab-network" hidden={tab !== 'network'}>
            {visited.has('network') && (
              <Suspense
                fallback={
                  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                    <CircularProgress aria-label="Loading network" />
                  </Box>
                }
              >
                {networkCategory ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="network-category">
                    The newest papers of {networkCategory} in the catalog.{' '}
                    <Link component={RouterLink} to="/">
                      Show the feed's papers instead
                    </Link>
                  </Typography>
                ) : null}
                {(networkCategory ? categoryPapers.isLoading : feed.isLoading) ? (
                  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                    <CircularProgress aria-label="Loading papers" />
                  </Box>
                ) : networkCategory && categoryPapers.isError ? (
                  <Alert severity="error">The papers of {networkCategory} could not be loaded.</Alert>
                ) : (
                  <NetworkView
                    papers={networkCategory ? (categoryPapers.data ?? []) : papers}
                    selectedId={selected?.id ?? null}
                    onSelect={askAssistant}
                    onAsk={askAssistant}
                  />
                )}
              </Suspense>
            )}
          </div>
          <div role="tabpanel" id="feed-panel-assistant" aria-labelledby="feed-tab-assistant" hidden={tab !== 'assistant'}>
            {visited.has('assistant') && <ChatPanel paper={selected} papers={papers} />}
          </div>
        </Box>
      </Container>
      {!narrow && (
        <FloatingActions
          onAssistant={() => {
            open('assistant');
            sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        />
      )}
    </>
  );
}
