import { useState } from 'react';
import { Box, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { AI_RESEARCH_TOPICS, type AiResearchTopic, DEFAULT_AI_RESEARCH_TOPIC } from '@scholarlens/contracts';
import { RecommendationsPanel } from '../RecommendationsPanel';
import { GapsPanel } from './GapsPanel';
import { GrantsPanel } from './GrantsPanel';
import { NetworkPanel } from './NetworkPanel';
import { SummaryPanel } from './SummaryPanel';
import { TrendsPanel } from './TrendsPanel';

const TABS = [
  { id: 'recommendations', label: 'Recommendations' },
  { id: 'trends', label: 'Trends' },
  { id: 'grants', label: 'Grants' },
  { id: 'gaps', label: 'Gaps' },
  { id: 'network', label: 'Network' },
  { id: 'summary', label: 'Summary' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The AI research assistant (spec inst §2): a topic select (the spec's topics, verbatim) and six tabs.
 * Recommendations follow the user's own reading; trends, gaps and summary follow the topic (changing it
 * refetches them, spec inst §4); grants come from the configured source for the topic.
 */
export function AssistantTab() {
  const [topic, setTopic] = useState<AiResearchTopic>(DEFAULT_AI_RESEARCH_TOPIC);
  const [tab, setTab] = useState<TabId>('recommendations');
  return (
    <Box data-testid="ai-assistant">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          AI Research Assistant
        </Typography>
        <TextField
          select
          size="small"
          label="Topic"
          value={topic}
          onChange={(e) => setTopic(e.target.value as AiResearchTopic)}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'assistant-topic' } } }}
        >
          {AI_RESEARCH_TOPICS.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.id}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, v: TabId) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Assistant views"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`assistant-tab-${t.id}`} aria-controls={`assistant-panel-${t.id}`} data-testid={`assistant-tab-${t.id}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`assistant-panel-${tab}`} aria-labelledby={`assistant-tab-${tab}`}>
        {tab === 'recommendations' ? <RecommendationsPanel /> : null}
        {tab === 'trends' ? <TrendsPanel topic={topic} /> : null}
        {tab === 'grants' ? <GrantsPanel topic={topic} /> : null}
        {tab === 'gaps' ? <GapsPanel topic={topic} /> : null}
        {tab === 'network' ? <NetworkPanel topic={topic} /> : null}
        {tab === 'summary' ? <SummaryPanel topic={topic} /> : null}
      </div>
    </Box>
  );
}
