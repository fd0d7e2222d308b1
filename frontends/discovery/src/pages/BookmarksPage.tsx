import { Container } from '@mui/material';
import { BookmarkList } from '../features/bookmarks/components/BookmarkList';

/** /bookmarks (spec core §2). */
export default function BookmarksPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <BookmarkList />
    </Container>
  );
}
