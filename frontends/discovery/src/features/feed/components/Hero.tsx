import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Card, CardActionArea, CardContent, Container, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import SchoolIcon from '@mui/icons-material/School';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { useLiveAccessConfigured } from '../../live-access/api/live-access';

/**
 * Headline claims: the spec's marketing copy (core §1, §2), shown as aims under their own heading
 * and visually apart (outlined, lighter), so nobody reads them as measurements: the catalog's real
 * figures are the stats strip below the hero (issue #28). The two that rest on live research access
 * say so when the server has none, instead of promising it.
 */
const CLAIMS = [
  { value: '160M+', label: 'Papers, free access', needsLive: true },
  { value: '89%', label: 'AI quality score', needsLive: false },
  { value: '$50B+', label: 'Global savings', needsLive: false },
  { value: '24/7', label: 'Live updates', needsLive: true },
];
const CLAIMS_HEADING = 'What ScholarLens aims for';
const CLAIMS_CAPTION = 'Our goals, not measurements: this catalog’s own figures are shown below.';
const LIVE_OFF_NOTE = 'Needs live research access, which is not configured on this server';

/**
 * The Live Research Access card promises live results only when the server has live access
 * (issue #28); off, it says so; while unknown, it promises nothing.
 */
const LIVE_PROMO_TEXT = {
  on: 'Search 160M+ scholarly works live, with citations and venues.',
  off: 'Live search of scholarly works is not configured on this server.',
  unknown: 'Search scholarly works with citations and venues.',
};

const PROMOS = [
  { to: '/google-scholar', title: 'Live Research Access', text: LIVE_PROMO_TEXT.unknown, icon: <TravelExploreIcon /> },
  { to: '/courses', title: 'AI Courses', text: 'Courses built by AI from the latest research papers.', icon: <SchoolIcon /> },
  { to: '/institutional', title: 'Institutional Dashboard', text: 'Research intelligence for universities and research teams.', icon: <AccountBalanceIcon /> },
];

/** Hero with the AI Search box (a non-empty trimmed query opens /search?q=). */
export function Hero() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const live = useLiveAccessConfigured();
  const liveText = live === true ? LIVE_PROMO_TEXT.on : live === false ? LIVE_PROMO_TEXT.off : LIVE_PROMO_TEXT.unknown;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    if (query) navigate(`/search?q=${encodeURIComponent(query)}`);
  };
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ background: 'linear-gradient(135deg, #1a3a6b 0%, #24508f 55%, #0f8b8d 100%)', color: '#fff', py: { xs: 4, md: 7 } }}
    >
      <Container maxWidth="lg">
        <Typography id="hero-title" variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.8rem', sm: '2.4rem', md: '3rem' }, letterSpacing: -0.5 }}>
          Discover research with AI
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9, maxWidth: 720, fontSize: { xs: '1rem', md: '1.15rem' } }}>
          The latest papers with AI summaries, tags and semantic search, free for every researcher.
        </Typography>
        <Box component="form" role="search" onSubmit={submit} sx={{ mt: 3, display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' }, maxWidth: 760 }}>
          <TextField
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Try AI-powered semantic search: describe the research you need..."
            fullWidth
            slotProps={{
              htmlInput: { 'aria-label': 'Search papers', 'data-testid': 'hero-search-input' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ bgcolor: '#fff', borderRadius: 1.5, '& fieldset': { border: 'none' } }}
          />
          <Button type="submit" variant="contained" color="secondary" size="large" startIcon={<AutoAwesomeIcon />} sx={{ px: 3, whiteSpace: 'nowrap', flexShrink: 0 }}>
            AI Search
          </Button>
        </Box>
        <Box
          component="section"
          aria-labelledby="hero-claims-title"
          data-testid="hero-claims"
          sx={{ mt: 4, p: { xs: 1.5, md: 2 }, border: '1px dashed rgba(255,255,255,0.45)', borderRadius: 2 }}
        >
          <Typography id="hero-claims-title" component="h2" sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', opacity: 0.9 }}>
            {CLAIMS_HEADING}
          </Typography>
          <Typography variant="caption" component="p" sx={{ opacity: 0.8, fontStyle: 'italic' }} data-testid="hero-claims-caption">
            {CLAIMS_CAPTION}
          </Typography>
          <Box component="dl" sx={{ mt: 1.5, mb: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2 }}>
            {CLAIMS.map((c) => {
              const unavailable = c.needsLive && live === false;
              return (
                <Box key={c.label} data-testid="hero-claim" data-unavailable={unavailable || undefined} sx={{ display: 'flex', flexDirection: 'column-reverse', opacity: unavailable ? 0.6 : 1 }}>
                  <Box component="dt" sx={{ opacity: 0.85, fontSize: '0.9rem' }}>
                    {c.label}
                    {unavailable ? (
                      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontStyle: 'italic' }} data-testid="hero-claim-live-off">
                        {LIVE_OFF_NOTE}
                      </Box>
                    ) : null}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontWeight: 600, fontSize: { xs: '1.4rem', md: '1.7rem' } }}>
                    {c.value}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 4 }}>
          {PROMOS.map((p) => (
            <Card key={p.to} sx={{ flex: 1, bgcolor: 'rgba(255,255,255,0.12)', color: '#fff', border: '1px solid rgba(255,255,255,0.25)', boxShadow: 'none' }}>
              <CardActionArea component={RouterLink} to={p.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {p.icon}
                    <Typography component="h2" sx={{ fontWeight: 700 }}>
                      {p.title}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ mt: 0.75, opacity: 0.9 }} data-testid={`promo-text-${p.to.slice(1)}`}>
                    {p.to === '/google-scholar' ? liveText : p.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
