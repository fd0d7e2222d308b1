import { Paper as MuiPaper, Stack, Typography } from '@mui/material';
import { PaperCard, PaperCardSkeletons, SKELETON_CARDS } from '../../../components/paper/PaperCard';
import { searchRankingCaption } from '../../../lib/paper-rules';
import { useSearchPapers } from '../api/search';

function Panel({ title, text, testId, role }: { title: string; text?: string; testId: string; role?: string }) {
  return (
    <MuiPaper variant="outlined" data-testid={testId} role={role} sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
    </MuiPaper>
  );
}

/** Results for `q` with the spec's loading, error, no-results and empty-query states (core §2). */
export function SearchResults({ q }: { q: string }) {
  const query = q.trim();
  const { data: answer, isLoading, isError } = useSearchPapers(query);
  const data = answer?.papers;
  const ranking = searchRankingCaption(answer?.ranking ?? null);
  if (!query) return <Panel testId="search-empty-query" title="Enter a search query" />;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 3, wordBreak: 'break-word' }}>
        Search Results for "{query}"
      </Typography>
      {data && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="search-result-count" role="status">
          Found {data.length} paper(s)
        </Typography>
      )}
      {data && data.length > 0 && ranking && (
        <Typography variant="caption" color="text.secondary" data-testid="search-ranking" sx={{ display: 'block', mt: -1.5, mb: 2 }}>
          {ranking}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: data ? 0 : 2 }}>
        {isLoading ? (
          <PaperCardSkeletons count={SKELETON_CARDS} />
        ) : isError ? (
          <Panel testId="search-error" role="alert" title="Search Error" text="Failed to search papers. Please try again." />
        ) : data && data.length === 0 ? (
          <Panel testId="search-no-results" title="No papers found" text="Try different keywords or check your spelling" />
        ) : (
          data?.map((p) => <PaperCard key={p.id} paper={p} />)
        )}
      </Stack>
    </>
  );
}
