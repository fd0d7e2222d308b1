import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { cardGrid, StatCard } from '../../../components/StatCard';
import { flagOf, formatHms, scrapingProgress, scrapingStatusLabel } from '../../../lib/format';
import { useScrapingStats, useToggleScraping } from '../api/scraping';

const STATUS_COLOR = { Pending: 'default', Active: 'info', Completed: 'success', Failed: 'error' } as const;

/** Research Analysis: the global course-scraping monitor (spec core §2, §3). */
export function ScrapingMonitor() {
  const { data, isLoading, error } = useScrapingStats();
  const toggle = useToggleScraping();
  const s = data?.stats;
  const running = data?.isRunning ?? false;
  const progress = scrapingProgress(s);
  return (
    <Stack spacing={2} data-testid="scraping-monitor">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Box>
          <Typography variant="h6" component="h2">
            Global Course Scraping
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="scraping-state">
            {running ? 'Running' : s?.status === 'stopped' ? 'Stopped' : s?.status === 'completed' ? 'Completed' : 'Idle'}
          </Typography>
        </Box>
        <Button
          variant="contained"
          color={running ? 'error' : 'primary'}
          disabled={toggle.isPending || isLoading}
          onClick={() => toggle.mutate(running ? 'stop' : 'start')}
        >
          {running ? 'Stop Scraping' : s?.status === 'stopped' ? 'Resume Scraping' : 'Start Scraping'}
        </Button>
      </Stack>
      {error ? <Alert severity="error">Scraping stats are unavailable right now.</Alert> : null}
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" data-testid="scraping-progress">
            {progress.text}
          </Typography>
          <Typography variant="body2" data-testid="scraping-percent">{progress.percent.toFixed(1)}%</Typography>
        </Stack>
        <LinearProgress variant="determinate" value={Math.min(100, progress.percent)} aria-label="Universities finished" />
      </Box>
      <Box sx={cardGrid}>
        <StatCard testId="scraping-courses" label="Courses" value={(s?.totalCourses ?? 0).toLocaleString('en-US')} loading={isLoading} />
        <StatCard testId="scraping-speed" label="Speed" value={`${(s?.scrapingSpeed ?? 0).toFixed(2)}/s`} caption="courses per second" loading={isLoading} />
        <StatCard testId="scraping-materials" label="Materials" value={(s?.totalMaterials ?? 0).toLocaleString('en-US')} loading={isLoading} />
        <StatCard testId="scraping-assignments" label="Assignments" value={(s?.totalAssignments ?? 0).toLocaleString('en-US')} loading={isLoading} />
        <StatCard testId="scraping-remaining" label="Remaining" value={formatHms(s?.estimatedSecondsRemaining)} caption="estimated, HH:MM:SS" loading={isLoading} />
        <StatCard testId="scraping-elapsed" label="Elapsed" value={formatHms(s?.elapsedSeconds ?? 0)} loading={isLoading} />
        <StatCard testId="scraping-errors" label="Errors" value={s?.errors ?? 0} loading={isLoading} />
        <StatCard testId="scraping-universities" label="Universities" value={s?.totalUniversities ?? 0} caption={`${new Set((data?.universities ?? []).map((u) => u.country)).size} countries`} loading={isLoading} />
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Universities">
            <TableHead>
              <TableRow>
                <TableCell>University</TableCell>
                <TableCell>Country</TableCell>
                <TableCell align="right">Students (est.)</TableCell>
                <TableCell align="right">Courses (est.)</TableCell>
                <TableCell align="right">Found</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.universities ?? []).map((u) => {
                const label = scrapingStatusLabel(u.scrapingStatus);
                return (
                  <TableRow key={u.domain} data-testid={`university-${u.domain}`}>
                    <TableCell>
                      {u.name}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {u.domain}
                        {u.error ? ` — ${u.error}` : ''}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <span role="img" aria-label={u.countryName}>{flagOf(u.country)}</span> {u.country}
                    </TableCell>
                    <TableCell align="right">{u.studentsEstimate.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{u.coursesEstimate.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{u.coursesFound}</TableCell>
                    <TableCell>
                      <Chip size="small" label={label} color={STATUS_COLOR[label]} data-testid="university-status" />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}
