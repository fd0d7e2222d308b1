import { Link as RouterLink } from 'react-router';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { COURSE_MESSAGES, type Course } from '@scholarlens/contracts';
import { BuildStatus } from './BuildStatus';

/** Spec inst §2: 'published' the default badge, anything else the secondary one. */
export function StatusBadge({ status }: { status: Course['status'] }) {
  return <Chip size="small" label={status} color={status === 'published' ? 'primary' : 'default'} variant={status === 'published' ? 'filled' : 'outlined'} />;
}

export function AiBadge() {
  return <Chip size="small" icon={<AutoAwesomeIcon />} label="AI Generated" color="secondary" variant="outlined" />;
}

/** A course card (spec inst §2), with the build's progress, and 'Manage Course' opening the course page. */
export function CourseCard({ course }: { course: Course }) {
  const students = `${course.enrollmentCount} ${course.enrollmentCount === 1 ? 'student' : 'students'}`;
  return (
    <Card variant="outlined" data-testid="course-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {course.courseCode} · {course.semester} {course.year}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
          <StatusBadge status={course.status} />
          {course.aiGenerated ? <AiBadge /> : null}
        </Stack>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }} color={course.description ? 'text.primary' : 'text.secondary'}>
          {course.description ?? COURSE_MESSAGES.noDescription}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="course-students">
          {students} · {course.moduleCount} {course.moduleCount === 1 ? 'module' : 'modules'}
          {course.enrolled ? ` · you completed ${course.myCompletedModules}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Instructor: {course.instructor.name}
        </Typography>
        <BuildStatus build={course.build} />
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`/courses/${course.id}`} variant="outlined" size="small" aria-label={`${course.canManage ? 'Manage Course' : 'Open Course'}: ${course.title}`}>
          {course.canManage ? 'Manage Course' : 'Open Course'}
        </Button>
      </CardActions>
    </Card>
  );
}
