import { Link as RouterLink } from 'react-router';
import { Alert, Button, Container, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { titleOf } from '@scholarlens/common';
import { hasTrendData, useResearchTrends } from '../features/research-trends/api/trends';
import { TrendsSkeleton, TrendsView } from '../features/research-trends/components/TrendsView';

/** /research-trends (spec inst §2): trends computed from the catalog. */
export default function ResearchTrendsPage() {
  const trends = useResearchTrends();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 2 }}>
        Back to papers
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 0.5, fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        {titleOf('/research-trends')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What is rising in the ScholarLens catalog.
      </Typography>
      {trends.isPending ? (
        <TrendsSkeleton />
      ) : trends.isError || !hasTrendData(trends.data) ? (
        <Alert severity="error" data-testid="trends-error">
          Failed to load research trends
        </Alert>
      ) : (
        <TrendsView trends={trends.data} />
      )}
    </Container>
  );
}
