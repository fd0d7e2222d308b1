import { useNavigate, useSearchParams } from 'react-router';
import { Box, Container, Typography } from '@mui/material';
import { SEARCH_SORTS, type SearchSort, searchQueryString } from '@scholarlens/contracts';
import { SaveAlertButton } from '../features/alerts/components/SaveAlertButton';
import type { SearchCriteria } from '../features/search/api/search';
import { SearchBox } from '../features/search/components/SearchBox';
import { SearchFilters } from '../features/search/components/SearchFilters';
import { SearchResults } from '../features/search/components/SearchResults';

/** The criteria in the URL; parameters the API would refuse (a malformed date, an unknown sort) are left out. */
function criteriaOf(params: URLSearchParams): SearchCriteria {
  const date = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') || undefined,
    from: date(params.get('from')),
    to: date(params.get('to')),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : undefined,
  };
}

/**
 * /search?q= — the query, filters and sort are read from the URL; a new search or a changed
 * filter pushes a new URL (spec core §2), so a result list can be shared and gone back to.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const criteria = criteriaOf(params);
  const go = (next: SearchCriteria) => navigate(`/search?${searchQueryString(next)}`);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        Search
      </Typography>
      <SearchBox initial={criteria.q} onSearch={(q) => go({ ...criteria, q })} />
      {criteria.q.trim() && <SearchFilters value={criteria} onChange={(filters) => go({ ...criteria, ...filters })} />}
      <Box sx={{ mt: 1.5 }}>
        <SaveAlertButton query={criteria.q} />
      </Box>
      <SearchResults criteria={criteria} />
    </Container>
  );
}
