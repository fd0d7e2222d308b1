import { Box } from '@mui/material';
import { ACTIVE_PAPER_MINUTES, LIVE_RESEARCHER_MINUTES, type LiveMetrics } from '@scholarlens/contracts';
import type { ReactNode } from 'react';
import { FigureCard, figureGrid } from '../../../lib/FigureCard';

const n = (v: number) => v.toLocaleString('en-US');

export interface Tile {
  id: string;
  label: string;
  value: (m: LiveMetrics) => ReactNode;
  /** Where the figure comes from, shown under it. */
  source: (m: LiveMetrics) => string;
}

function healthSource(m: LiveMetrics): string {
  return m.systemDown.length === 0 ? `all ${m.healthChecks.length} health checks pass` : `not ok: ${m.systemDown.join(', ')}`;
}

/** The intelligence tab's eight tiles (spec inst §3 live metrics), each saying what it counts. */
export const METRIC_TILES: Tile[] = [
  { id: 'live-researchers', label: 'Live Researchers', value: (m) => n(m.liveResearchers), source: () => `members with a request in the last ${LIVE_RESEARCHER_MINUTES} min` },
  { id: 'active-papers', label: 'Active Papers', value: (m) => n(m.activePapers), source: () => `distinct papers members opened in the last ${ACTIVE_PAPER_MINUTES} min` },
  { id: 'collaborations', label: 'Collaborations Today', value: (m) => n(m.collaborationsToday), source: () => 'team-chat messages and paper shares (UTC day)' },
  { id: 'citations', label: 'Citations Today', value: (m) => n(m.citationsToday), source: () => 'citation exports by members (UTC day)' },
  { id: 'alerts', label: 'Alerts Triggered', value: (m) => n(m.alertsTriggered), source: () => 'intelligence alerts raised today' },
  { id: 'health', label: 'System Health', value: (m) => `${m.systemHealth}%`, source: healthSource },
  { id: 'ai-jobs', label: 'AI Processing', value: (m) => n(m.aiProcessingJobs), source: () => 'AI tagging and embedding jobs running now' },
  { id: 'ranking', label: 'Global Ranking', value: (m) => (m.globalRanking === null ? '—' : n(m.globalRanking)), source: () => 'no ranking source is connected' },
];

/** /institutional's four live tiles (spec inst §2), measured, not simulated. */
export const LIVE_TILES: Tile[] = [
  { id: 'online-now', label: 'Online Now', value: (m) => n(m.liveResearchers), source: () => `members active in the last ${LIVE_RESEARCHER_MINUTES} min` },
  { id: 'active-searches', label: 'Active Searches', value: (m) => n(m.searchesToday), source: () => 'searches by members today (UTC)' },
  { id: 'papers-accessed', label: 'Papers Accessed', value: (m) => n(m.papersViewedToday), source: () => 'paper views by members today (UTC)' },
  {
    id: 'system-load',
    label: 'System Load',
    value: (m) => `${m.systemLoad.percent}%`,
    source: (m) => `load average ${m.systemLoad.loadAverage} on ${m.systemLoad.cores} cores`,
  },
];

/** Tiles over the live metrics: a skeleton while the first answer is on its way, "—" when it failed. */
export function MetricTiles({ tiles, metrics, loading, testId }: { tiles: Tile[]; metrics: LiveMetrics | undefined; loading: boolean; testId: string }) {
  return (
    <Box sx={figureGrid} data-testid={testId}>
      {tiles.map((t) => (
        <FigureCard
          key={t.id}
          testId={`metric-${t.id}`}
          label={t.label}
          loading={loading}
          failed={!metrics}
          value={metrics ? t.value(metrics) : '—'}
          caption={metrics ? t.source(metrics) : undefined}
        />
      ))}
    </Box>
  );
}
