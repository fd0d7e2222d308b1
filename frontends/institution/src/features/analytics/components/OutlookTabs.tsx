import { Alert, Box, Card, CardContent, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { type AnalyticsBenchmarks, type AnalyticsPredictions, type AnalyticsRoi, formatAnalyticsCount } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../lib/FigureCard';
import { count, growthColour, money, signedPercent } from './analytics-format';

export function RoiTab({ data, loading }: { data: AnalyticsRoi | null | undefined; loading: boolean }) {
  if (loading || !data) return <Skeleton variant="rounded" height={200} />;
  return (
    <Stack spacing={2} data-testid="analytics-roi">
      <Box sx={figureGrid}>
        <FigureCard label="License investment" value={money(data.investment.totalSpent)} caption={data.investment.totalSpent === null ? 'No contract' : 'From the contract'} testId="analytics-spent" />
        <FigureCard label="Cost per paper" value={money(data.efficiency.costPerPaper)} caption={`${data.papers} papers`} testId="analytics-cost-paper" />
        <FigureCard label="Cost per citation" value={money(data.efficiency.costPerCitation)} caption={`${data.citations} citations`} testId="analytics-cost-citation" />
        <FigureCard label="Time to impact" value={data.efficiency.timeToImpact === null ? '—' : `${data.efficiency.timeToImpact} y`} caption="Median years to a first citation" testId="analytics-time-impact" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Returns (grant funding, commercialisation, tuition, reputation) and revenue per dollar: — (no data source).
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">Assumptions</Typography>
          {data.assumptions.map((a) => (
            <Typography key={a} variant="body2" color="text.secondary">
              • {a}
            </Typography>
          ))}
        </CardContent>
      </Card>
    </Stack>
  );
}

export function PredictionsTab({ data, loading }: { data: AnalyticsPredictions | null | undefined; loading: boolean }) {
  if (loading || !data) return <Skeleton variant="rounded" height={200} />;
  const f = data.total.forecast;
  const years = [...data.total.history.map((h) => String(h.year)), ...(f ? [String(f.year)] : [])];
  const pad = (v: number | null) => [...data.total.history.map(() => null), v];
  return (
    <Stack spacing={2} data-testid="analytics-predictions">
      <Typography variant="body2" color="text.secondary">
        Method: {data.method} ({data.fromYear}–{data.toYear}).
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">Publications per year and forecast</Typography>
          <Box data-testid="analytics-chart-forecast" sx={{ width: '100%', minWidth: 0 }}>
            <LineChart
              height={240}
              xAxis={[{ scaleType: 'point', data: years }]}
              series={[
                { data: [...data.total.history.map((h) => h.papers), ...(f ? [null] : [])], label: 'Papers', curve: 'linear' as const },
                ...(f
                  ? [
                      { data: pad(f.papers), label: 'Forecast', showMark: true },
                      { data: pad(f.low), label: '95% low', showMark: true },
                      { data: pad(f.high), label: '95% high', showMark: true },
                    ]
                  : []),
              ]}
            />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {f ? `${f.year}: ${f.papers} papers forecast (95% interval ${f.low}–${f.high}).` : 'Fewer than three years of data: no forecast.'}
          </Typography>
        </CardContent>
      </Card>
      <Typography variant="subtitle2">Emerging fields</Typography>
      {data.emergingFields.length === 0 ? <Alert severity="info">No field has enough yearly data for a trend.</Alert> : null}
      {data.emergingFields.map((e) => (
        <Card key={e.field} variant="outlined" data-testid="analytics-emerging-field">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{e.field}</Typography>
              {e.growth === null ? null : <Chip size="small" color={growthColour(e.growth)} label={`${signedPercent(e.growth)} a year`} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {e.opportunity}. {e.forecast ? `${e.forecast.papers} papers forecast for ${e.forecast.year} (${e.forecast.low}–${e.forecast.high}).` : ''} Investment: — (no data source).
            </Typography>
          </CardContent>
        </Card>
      ))}
      <Typography variant="subtitle2">Suggestions</Typography>
      {data.facultyRecruitment.map((r) => (
        <Alert key={r.department} severity="info" icon={false}>
          <strong>Suggestion (faculty, {r.priority} priority):</strong> {r.department}: {r.impact}. Expertise: {r.expertise.join(', ') || '—'}.
        </Alert>
      ))}
      {data.collaborationOpportunities.map((c) => (
        <Alert key={`${c.institution}-${c.department}`} severity="info" icon={false}>
          <strong>Suggestion (collaboration):</strong> {c.institution} {c.countryCode ? `(${c.countryCode})` : ''}, {c.department}, synergy {c.synergy}%. {c.expectedOutcome}
        </Alert>
      ))}
      {data.facultyRecruitment.length + data.collaborationOpportunities.length === 0 ? (
        <Typography color="text.secondary">No growing field to base a suggestion on.</Typography>
      ) : null}
    </Stack>
  );
}

export function BenchmarksTab({ data, loading, error }: { data: AnalyticsBenchmarks | null | undefined; loading: boolean; error: string | null }) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (loading || !data) return <Skeleton variant="rounded" height={200} />;
  return (
    <Stack spacing={2} data-testid="analytics-benchmarks">
      <Typography variant="body2" color="text.secondary">
        Peers in OpenAlex of the same country ({data.countryCode ?? '—'}) and type ({data.type ?? '—'}), most works first.
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Box data-testid="analytics-chart-benchmarks" sx={{ width: '100%', minWidth: 0 }}>
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: data.rows.map((r) => r.name) }]}
              yAxis={[{ width: 56, valueFormatter: (v: number) => formatAnalyticsCount(v) }]}
              series={[{ data: data.rows.map((r) => r.worksCount), label: 'Works' }]}
            />
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Benchmarks">
          <TableHead>
            <TableRow>
              <TableCell>Institution</TableCell>
              <TableCell align="right">Works</TableCell>
              <TableCell align="right">Citations</TableCell>
              <TableCell align="right">h-index</TableCell>
              <TableCell align="right">2-year mean citedness</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((r) => (
              <TableRow key={r.openAlexId} selected={r.self}>
                <TableCell>{r.self ? <strong>{r.name}</strong> : r.name}</TableCell>
                <TableCell align="right">{count(r.worksCount)}</TableCell>
                <TableCell align="right">{count(r.citedByCount)}</TableCell>
                <TableCell align="right">{r.hIndex ?? '—'}</TableCell>
                <TableCell align="right">{r.twoYearMeanCitedness === null ? '—' : r.twoYearMeanCitedness.toFixed(2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
