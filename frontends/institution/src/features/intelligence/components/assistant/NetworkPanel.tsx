import { Link as RouterLink } from 'react-router';
import { Button, Paper, Typography } from '@mui/material';
import HubIcon from '@mui/icons-material/Hub';
import { AI_RESEARCH_EMPTY, type AiResearchTopic, aiResearchTopic } from '@scholarlens/contracts';

/** The network tab (spec inst §2): Launch Network Viewer opens the discovery network view on the topic's papers. */
export function NetworkPanel({ topic }: { topic: AiResearchTopic }) {
  const category = aiResearchTopic(topic)?.categories[0] ?? '';
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="assistant-network">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        See the newest catalog papers of {category} as a network: similarity, citations, timeline and clusters.
      </Typography>
      <Button variant="contained" startIcon={<HubIcon />} component={RouterLink} to={`/?${new URLSearchParams({ network: category })}`} data-testid="assistant-launch-network">
        {AI_RESEARCH_EMPTY.networkButton}
      </Button>
    </Paper>
  );
}
