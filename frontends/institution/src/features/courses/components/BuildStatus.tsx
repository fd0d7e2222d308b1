import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { aiProvenanceLabel, type CourseBuild } from '@scholarlens/contracts';

/** The AI build of a course: its progress while it runs, why it failed, or who wrote the modules. */
export function BuildStatus({ build, showWriter = false }: { build: CourseBuild; showWriter?: boolean }) {
  if (build.status === 'building') {
    return (
      <Box role="status" aria-live="polite" data-testid="course-building">
        <Typography variant="body2" color="text.secondary">
          {build.message ?? 'Building the course'} ({build.progress}%)
        </Typography>
        <LinearProgress variant="determinate" value={build.progress} aria-label="Course build progress" sx={{ mt: 0.5 }} />
      </Box>
    );
  }
  if (build.status === 'failed') {
    return (
      <Alert severity="error" data-testid="course-build-failed">
        {build.message}
      </Alert>
    );
  }
  if (showWriter && build.status === 'ready') {
    return (
      <Typography variant="caption" color="text.secondary" data-testid="course-written-by">
        Modules written by {aiProvenanceLabel({ provider: build.provider ?? undefined, model: build.model ?? undefined })}
      </Typography>
    );
  }
  return null;
}
