import { MathText } from '@scholarlens/common';
import { Alert, Box, Card, CardContent, Chip, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ANALYTICS_DEPARTMENTS, type AnalyticsDepartment, type AnalyticsDepartments, type AnalyticsImpact } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../lib/FigureCard';
import { DEPARTMENT_LABELS, percent } from './analytics-format';

export function DepartmentsTab({
  data,
  loading,
  department,
  onDepartment,
}: {
  data: AnalyticsDepartments | null | undefined;
  loading: boolean;
  department: AnalyticsDepartment;
  onDepartment: (d: AnalyticsDepartment) => void;
}) {
  return (
    <Stack spacing={2} data-testid="analytics-departments">
      <TextField
        select
        size="small"
        label="Department"
        value={department}
        onChange={(e) => onDepartment(e.target.value as AnalyticsDepartment)}
        sx={{ maxWidth: 260 }}
        slotProps={{ htmlInput: { 'data-testid': 'analytics-department' } }}
      >
        {ANALYTICS_DEPARTMENTS.map((d) => (
          <MenuItem key={d} value={d}>
            {DEPARTMENT_LABELS[d]}
          </MenuItem>
        ))}
      </TextField>
      {loading || !data ? (
        <Skeleton variant="rounded" height={200} />
      ) : data.departments.length === 0 ? (
        <Alert severity="info">
          No member department matches. Departments come from members&apos; departments; their publications from the author ids members link ({data.unattributedPapers} papers in this
          timeframe are not tied to a department yet).
        </Alert>
      ) : (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2">Publications by department</Typography>
              <Box data-testid="analytics-chart-departments" sx={{ width: '100%', minWidth: 0 }}>
                <BarChart
                  height={220}
                  xAxis={[{ scaleType: 'band', data: data.departments.map((d) => d.name) }]}
                  series={[
                    { data: data.departments.map((d) => d.publications), label: 'Publications' },
                    { data: data.departments.map((d) => d.citations), label: 'Citations' },
                  ]}
                />
              </Box>
              <Typography variant="caption" color="text.secondary">
                {data.unattributedPapers} papers in this timeframe are not tied to a department (no linked author).
              </Typography>
            </CardContent>
          </Card>
          {data.departments.map((d) => (
            <Card key={d.departmentId} variant="outlined" data-testid="analytics-department-card">
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {d.name}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    {d.researchAreas.map((a) => (
                      <Chip key={a} size="small" label={a} />
                    ))}
                  </Stack>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Faculty {d.faculty} · Students {d.students} · Publications {d.publications} · Citations {d.citations} · Papers per faculty {d.productivity.papersPerFaculty ?? '—'} ·
                  Citations per paper {d.productivity.citationsPerPaper ?? '—'} · Grants per faculty — (no data source) · {d.linkedAuthors} linked authors
                </Typography>
                {d.topPapers.map((p) => (
                  <Typography key={p.openAlexId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <MathText text={p.title} /> ({p.year ?? '—'}): {p.citations} citations
                  </Typography>
                ))}
              </CardContent>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}

export function ImpactTab({ data, loading }: { data: AnalyticsImpact | null | undefined; loading: boolean }) {
  if (loading || !data) return <Skeleton variant="rounded" height={200} />;
  const a = data.academicImpact;
  return (
    <Stack spacing={2} data-testid="analytics-impact">
      <Typography variant="subtitle2">Academic impact</Typography>
      <Box sx={figureGrid}>
        <FigureCard label="Citation velocity" value={a.citationVelocity ?? '—'} caption="Citations per paper per year" testId="analytics-velocity" />
        <FigureCard label="Cross-disciplinary" value={percent(a.crossDisciplinary)} caption="Papers spanning several fields" testId="analytics-cross" />
        <FigureCard label="International reach" value={percent(a.internationalReach)} caption="Papers with co-authors abroad" testId="analytics-reach" />
        <FigureCard label="Reproducibility" value="—" caption="No data source" testId="analytics-reproducibility" />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2">Social impact</Typography>
            <Typography color="text.secondary">— No data source: media attention, policy influence, industry adoption and public engagement are not connected.</Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2">Economic impact</Typography>
            <Typography color="text.secondary">— No data source: commercialisation, startups, patents and industry partnerships are not connected.</Typography>
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
