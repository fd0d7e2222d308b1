import { Box, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ResearchTrends } from '@scholarlens/contracts';

/** Spec inst §9: trend growth colours, 200 or more green, 100 blue, 50 yellow, otherwise orange. */
function growthColor(g: number): string {
  if (g >= 200) return '#2e7d32';
  if (g >= 100) return '#1565c0';
  if (g >= 50) return '#b58900';
  return '#e65100';
}

/** Opportunity level: high, medium, other (spec inst §2). */
function levelColor(level: string): 'success' | 'warning' | 'default' {
  return level === 'high' ? 'success' : level === 'medium' ? 'warning' : 'default';
}

const section = (title: string, id: string, children: React.ReactNode) => (
  <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
    <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const none = (text: string) => (
  <Typography color="text.secondary" variant="body2">
    {text}
  </Typography>
);

export function TrendsView({ trends }: { trends: ResearchTrends }) {
  return (
    <Box data-testid="trends">
      {trends.window && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="trends-window">
          From the {(trends.papersAnalyzed ?? 0).toLocaleString('en-US')} papers published {trends.window.previousFrom} to {trends.window.recentTo}
          {typeof trends.catalogPapers === 'number' ? ` (of ${trends.catalogPapers.toLocaleString('en-US')} in the catalog; older papers are outside the two windows)` : ''}: the last{' '}
          {trends.window.days} days against the {trends.window.days} days before.
        </Typography>
      )}
      {section(
        'Emerging Research Topics',
        'emerging-topics',
        trends.emergingTopics.length === 0 ? none('No topic is growing in the catalog right now.') : (
          <Grid container spacing={2}>
            {trends.emergingTopics.map((t) => (
              <Grid key={t.topic} size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" data-testid="emerging-topic" sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                        {t.topic}
                      </Typography>
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: growthColor(t.growthRate), flexShrink: 0 }}>
                        <TrendingUpIcon fontSize="small" />
                        <Typography variant="subtitle2" data-testid="growth-rate">
                          +{t.growthRate.toFixed(1)}%
                        </Typography>
                      </Stack>
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t.papers} papers
                    </Typography>
                    <Stack useFlexGap direction="row" spacing={0.75} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.75 }}>
                      {t.keyWords.map((k) => (
                        <Chip key={k} size="small" label={k} />
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        ),
      )}
      {section(
        'Research Opportunities',
        'research-gaps',
        trends.researchGaps.length === 0 ? none('No rising area with few papers right now.') : (
          <Stack spacing={2}>
            {trends.researchGaps.map((g) => (
              <Card key={g.area} variant="outlined" data-testid="research-gap">
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                      {g.area}
                    </Typography>
                    <Chip size="small" color={levelColor(g.opportunityLevel)} label={`${g.opportunityLevel} opportunity`} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {g.description}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        ),
      )}
      {section(
        'Cross-Disciplinary Connections',
        'connections',
        trends.crossDisciplinaryConnections.length === 0 ? none('No growing connection between fields right now.') : (
          <Grid container spacing={2}>
            {trends.crossDisciplinaryConnections.map((c) => (
              <Grid key={c.domains.join('|')} size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" data-testid="connection" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                      {c.domains[0]} × {c.domains[1]}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Connection strength: {c.connectionStrength} papers
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      Potential impact: {c.potentialImpact}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        ),
      )}
    </Box>
  );
}

/** Spec inst §2: a skeleton of six boxes while loading. */
export function TrendsSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true" data-testid="trends-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rectangular" height={120} sx={{ borderRadius: 2 }} data-testid="trends-skeleton" />
        </Grid>
      ))}
    </Grid>
  );
}
