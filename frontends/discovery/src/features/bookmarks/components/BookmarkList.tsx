import { Alert, Paper as MuiPaper, Stack, Typography } from '@mui/material';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { PaperCard, PaperCardSkeleton } from '../../../components/paper/PaperCard';
import { useBookmarkedPapers } from '../api/bookmarked-papers';

/** Bookmarks (spec core §2): heading, count, empty state, the cards. */
export function BookmarkList() {
  const { count, papers, loading, failed } = useBookmarkedPapers();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        Bookmarked Papers
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="bookmark-count">
        {count} paper(s) saved
      </Typography>
      {count === 0 ? (
        <MuiPaper variant="outlined" data-testid="bookmarks-empty" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <BookmarkBorderIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            No bookmarked papers
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Bookmark papers you want to read later by clicking the bookmark icon.
          </Typography>
        </MuiPaper>
      ) : (
        <Stack spacing={2}>
          {failed > 0 && (
            <Alert severity="warning" variant="outlined">
              {failed} bookmarked {failed === 1 ? 'paper' : 'papers'} could not be loaded right now.
            </Alert>
          )}
          {papers.map((p) => (
            <PaperCard key={p.id} paper={p} />
          ))}
          {Array.from({ length: loading }, (_, i) => (
            <PaperCardSkeleton key={`s${i}`} />
          ))}
        </Stack>
      )}
    </>
  );
}
