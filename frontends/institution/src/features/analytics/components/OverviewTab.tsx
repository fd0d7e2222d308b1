import { Alert, Box, Card, CardContent, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { type AnalyticsResearchMetrics, formatAnalyticsCount } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../lib/FigureCard';
import { TIMEFRAME_LABELS, count, growthColour, impactColour, signedPercent } from './analytics-format';

/** Three insights written from the figures (never canned text): output and growth, the leading field, collaboration abroad. */
export function insights(m: AnalyticsResearchMetrics): { title: string; text: string }[] {
  const tf = TIMEFRAME_LABELS[m.timeframe].toLowerCase();
  const out = [
    {
      title: 'Publication output',
      text:
        m.publications.growth === null
          ? `${m.totalPapers} papers in the ${tf}; no papers in the period before to compare with.`
          : `${m.totalPapers} papers in the ${tf}, ${signedPercent(m.publications.growth)} against the ${m.publications.previous} of the period before.`,
    },
  ];
  const top = m.fields[0];
  out.push(
    top
      ? { title: 'Leading field', text: `${top.field} leads with ${top.papers} of ${m.totalPapers} papers (${Math.round((top.papers / Math.max(1, m.totalPapers)) * 100)}%) and ${top.citations} citations.` }
      : { title: 'Leading field', text: 'No paper in this timeframe has a field in OpenAlex.' },
  );
  const country = m.countries[0];
  out.push(
    country
      ? { title: 'Collaboration', text: `Co-authors from ${m.collaborations} other institutions in ${m.countries.length} countries; ${country.countryCode} appears on ${country.works} papers.` }
      : { title: 'Collaboration', text: 'No co-authoring institution in this timeframe.' },
  );
  return out;
}

export function OverviewTab({ metrics, loading }: { metrics: AnalyticsResearchMetrics | null | undefined; loading: boolean }) {
  if (loading || !metrics) return <Skeleton variant="rounded" height={240} />;
  const m = metrics;
  return (
    <Stack spacing={2} data-testid="analytics-overview">
      <Box sx={figureGrid}>
        <FigureCard
          label="Total Papers"
          value={count(m.totalPapers)}
          testId="analytics-papers"
          caption={m.publications.growth === null ? 'No earlier period to compare' : <Chip size="small" color={growthColour(m.publications.growth)} label={`${signedPercent(m.publications.growth)} growth`} />}
        />
        <FigureCard label="Total Citations" value={count(m.totalCitations)} testId="analytics-citations" caption="OpenAlex cited_by_count" />
        <FigureCard label="h-index" value={m.hIndex} testId="analytics-hindex" caption={`${m.collaborations} collaborating institutions`} />
        <FigureCard
          label="Impact Score"
          value={m.impactScore === null ? '—' : <Chip color={impactColour(m.impactScore)} label={m.impactScore} />}
          testId="analytics-impact-score"
          caption="Mean citation percentile × 100"
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Grant funding: — (no data source). Trending score {m.trendingScore === null ? '—' : `${m.trendingScore}%`} (citations of the last two calendar years). {m.from} to {m.to}.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2">Publications and citations over time</Typography>
            {m.totalPapers === 0 ? (
              <Alert severity="info" sx={{ mt: 1 }}>
                No papers in this timeframe.
              </Alert>
            ) : (
              <Box data-testid="analytics-chart-publications" sx={{ width: '100%', minWidth: 0 }}>
                <LineChart
                  height={260}
                  xAxis={[{ scaleType: 'point', data: m.series.map((p) => p.period) }]}
                  yAxis={[
                    { id: 'papers', width: 48, valueFormatter: (v: number) => formatAnalyticsCount(v) },
                    { id: 'citations', position: 'right', width: 56, valueFormatter: (v: number) => formatAnalyticsCount(v) },
                  ]}
                  series={[
                    { data: m.series.map((p) => p.papers), label: 'Papers', yAxisId: 'papers', curve: 'linear' },
                    { data: m.series.map((p) => p.citations), label: 'Citations', yAxisId: 'citations', curve: 'linear' },
                  ]}
                />
              </Box>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2">Fields</Typography>
            {m.fields.length === 0 ? (
              <Alert severity="info" sx={{ mt: 1 }}>
                No fields in this timeframe.
              </Alert>
            ) : (
              <Box data-testid="analytics-chart-fields" sx={{ width: '100%', minWidth: 0 }}>
                <BarChart
                  height={260}
                  layout="horizontal"
                  yAxis={[{ scaleType: 'band', data: m.fields.map((f) => f.field), width: 120 }]}
                  series={[{ data: m.fields.map((f) => f.papers), label: 'Papers' }]}
                />
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography variant="subtitle2">Collaboration by country</Typography>
          {m.countries.length === 0 ? (
            <Typography color="text.secondary">No co-authoring institution abroad or at home in this timeframe.</Typography>
          ) : (
            <Table size="small" aria-label="Collaborating countries">
              <TableHead>
                <TableRow>
                  <TableCell>Country</TableCell>
                  <TableCell align="right">Co-authored papers</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {m.countries.slice(0, 10).map((c) => (
                  <TableRow key={c.countryCode}>
                    <TableCell>{c.countryCode}</TableCell>
                    <TableCell align="right">{c.works}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {insights(m).map((i) => (
          <Card key={i.title} variant="outlined" data-testid="analytics-insight">
            <CardContent>
              <Typography variant="subtitle2">{i.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {i.text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}

