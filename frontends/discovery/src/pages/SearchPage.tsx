import { useNavigate, useSearchParams } from 'react-router';
import { Box, Container, Typography } from '@mui/material';
import { SaveAlertButton } from '../features/alerts/components/SaveAlertButton';
import { SearchBox } from '../features/search/components/SearchBox';
import { SearchResults } from '../features/search/components/SearchResults';

/** /search?q= — the query is read from the URL; a new search pushes a new URL (spec core §2). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        Search
      </Typography>
      <SearchBox initial={q} onSearch={(next) => navigate(`/search?q=${encodeURIComponent(next)}`)} />
      <Box sx={{ mt: 1.5 }}>
        <SaveAlertButton query={q} />
      </Box>
      <SearchResults q={q} />
    </Container>
  );
}
