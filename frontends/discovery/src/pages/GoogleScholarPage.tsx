import { Container, Typography } from '@mui/material';
import { titleOf } from '@scholarlens/common';
import { LiveAccess } from '../features/live-access/components/LiveAccess';
import { useLiveAccessConfigured } from '../features/live-access/api/live-access';

/** /google-scholar: Live Research Access (spec inst §2) over the OpenAlex index. */
export default function GoogleScholarPage() {
  const live = useLiveAccessConfigured();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 0.5, fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        {titleOf('/google-scholar')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {live === false ? 'Searching scholarly works outside the catalog needs live access on this server.' : "Search the world's scholarly works live, with citations and venues."}
      </Typography>
      <LiveAccess />
    </Container>
  );
}
