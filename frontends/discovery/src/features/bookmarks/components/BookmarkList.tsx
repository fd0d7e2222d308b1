import { Alert, Button, Paper as MuiPaper, Stack, Typography } from '@mui/material';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { openPricing } from '@scholarlens/common';
import { useBookmarks } from '../../../lib/bookmarks';
import { PaperCard, PaperCardSkeleton } from '../../../components/paper/PaperCard';
import { useBookmarkedPapers } from '../api/bookmarked-papers';

/** Bookmarks (spec core §2): heading, count, empty state, the cards. */
export function BookmarkList() {
  const { count, papers, loading, failed } = useBookmarkedPapers();
  const { synced } = useBookmarks();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        Bookmarked Papers
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="bookmark-count">
        {count} paper(s) saved
      </Typography>
      {synced ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3, mt: -2 }} data-testid="bookmarks-sync">
          <CloudDoneIcon fontSize="small" color="success" />
          <Typography variant="body2" color="text.secondary">
            Synced across your devices
          </Typography>
        </Stack>
      ) : (
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3, mt: -2 }} data-testid="bookmarks-sync">
          <Typography variant="body2" color="text.secondary">
            Bookmarks are kept in this browser. Syncing them across your devices comes with Pro.
          </Typography>
          <Button size="small" onClick={openPricing}>
            Upgrade
          </Button>
        </Stack>
      )}
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
