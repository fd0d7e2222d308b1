import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, Container, Paper as MuiPaper, Skeleton, Typography } from '@mui/material';
import { errorMessage, errorStatus } from '@scholarlens/common';
import { PaperCardSkeletons } from '../components/paper/PaperCard';
import { useAuthorPage } from '../features/author/api/author';
import { AuthorView } from '../features/author/components/AuthorView';
import { useTabTitle } from '../lib/tab-title';

/** /author/:name — the catalog's papers by one author (issue #38 item 6). */
export default function AuthorPage() {
  const { name = '' } = useParams();
  const { data, isLoading, error } = useAuthorPage(name);
  useTabTitle(data?.name);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {isLoading ? (
        <div role="status" aria-label="Loading author" data-testid="author-loading">
          <Skeleton variant="text" sx={{ fontSize: '2.1rem' }} width="40%" />
          <Skeleton variant="text" width="25%" sx={{ mb: 3 }} />
          <PaperCardSkeletons count={3} />
        </div>
      ) : data ? (
        <AuthorView page={data} />
      ) : errorStatus(error) === 404 ? (
        <MuiPaper variant="outlined" data-testid="author-not-found" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Author Not Found
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {errorMessage(error)}
          </Typography>
          <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
            ← Return to Home
          </Button>
        </MuiPaper>
      ) : (
        <Alert severity="error" data-testid="author-error">
          Could not load this author's papers: {errorMessage(error) ?? 'the server did not answer'}
        </Alert>
      )}
    </Container>
  );
}
