import { Container, Typography } from '@mui/material';
import { AlertsManager } from '../features/alerts/components/AlertsManager';

/** /alerts (issue #38): saved searches and their digests. */
export default function AlertsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        Search Alerts
      </Typography>
      <AlertsManager />
    </Container>
  );
}
