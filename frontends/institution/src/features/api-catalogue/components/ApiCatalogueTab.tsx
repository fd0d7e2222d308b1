import { Paper, Typography } from '@mui/material';

/**
 * Placeholder for the integrations panel's api tab: the API catalogue (GET /api/integrations/api-endpoints)
 * and API keys are built in another change (issue #36 item 4), whose component replaces this file.
 */
export function ApiCatalogueTab() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }} data-testid="api-catalogue">
      <Typography color="text.secondary">The API catalogue is not available yet.</Typography>
    </Paper>
  );
}
