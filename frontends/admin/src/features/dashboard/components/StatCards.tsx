import { Box } from '@mui/material';
import { cardGrid, StatCard } from '../../../components/StatCard';
import { discoveryCoverage } from '../../../lib/format';
import { useAdminStats } from '../api/admin-stats';

/** Total Papers, AI Quality %, Categories, Progress (spec core §2), from GET /api/admin/stats. */
export function StatCards() {
  const { data, isLoading, error } = useAdminStats();
  const total = data?.totalPapers ?? 0;
  return (
    <Box sx={{ ...cardGrid, mb: 3 }} data-testid="admin-stat-cards">
      <StatCard testId="stat-total-papers" label="Total Papers" loading={isLoading} value={error ? '—' : total.toLocaleString('en-US')} />
      <StatCard
        testId="stat-ai-quality"
        label="AI Quality %"
        loading={isLoading}
        value={data?.aiQuality === null || data?.aiQuality === undefined ? '—' : `${data.aiQuality}%`}
        caption={data && data.aiQuality === null ? 'no AI summaries yet' : undefined}
      />
      <StatCard testId="stat-categories" label="Categories" loading={isLoading} value={data?.categories.length ?? 0} />
      <StatCard testId="stat-progress" label="Progress" loading={isLoading} value={discoveryCoverage(total)} caption="discovery coverage" />
    </Box>
  );
}
