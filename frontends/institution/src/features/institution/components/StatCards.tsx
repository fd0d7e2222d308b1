import { Box, LinearProgress } from '@mui/material';
import GroupIcon from '@mui/icons-material/Group';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import ArticleIcon from '@mui/icons-material/Article';
import SearchIcon from '@mui/icons-material/Search';
import { cappedPercent, thisMonthTotals } from '../../../lib/figures';
import type { Institution } from '@scholarlens/contracts';
import { useInstitutionUsage } from '../api/institution';
import { FigureCard, figureGrid } from '../../../lib/FigureCard';

const n = (v: number) => v.toLocaleString('en-US');

/**
 * Active Users against the maximum and Research Teams (from GET /api/institution), Papers Viewed and
 * Searches this month (sums over GET /api/institution/usage) (spec inst §2).
 */
export function StatCards({ institution }: { institution: Institution }) {
  const usage = useInstitutionUsage(true);
  const active = institution.activeUsers;
  const month = thisMonthTotals(usage.data ?? []);
  return (
    <Box sx={{ ...figureGrid, mb: 3 }} data-testid="institution-stat-cards">
      <FigureCard
        testId="stat-active-users"
        label="Active Users"
        icon={<GroupIcon color="primary" fontSize="small" />}
        value={n(active)}
        caption={`of ${n(institution.maxUsers)} maximum users`}
      >
        <LinearProgress
          variant="determinate"
          value={cappedPercent(active, institution.maxUsers)}
          aria-label="Active users against the maximum"
          data-testid="active-users-progress"
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </FigureCard>
      <FigureCard
        testId="stat-research-teams"
        label="Research Teams"
        icon={<Diversity3Icon color="primary" fontSize="small" />}
        value={n(institution.teamCount)}
      />
      <FigureCard
        testId="stat-papers-viewed"
        label="Papers Viewed"
        icon={<ArticleIcon color="primary" fontSize="small" />}
        loading={usage.isLoading}
        failed={usage.isError}
        value={n(month.papersViewed)}
        caption="this month"
      />
      <FigureCard
        testId="stat-searches"
        label="Searches"
        icon={<SearchIcon color="primary" fontSize="small" />}
        loading={usage.isLoading}
        failed={usage.isError}
        value={n(month.searchesPerformed)}
        caption="this month"
      />
    </Box>
  );
}
