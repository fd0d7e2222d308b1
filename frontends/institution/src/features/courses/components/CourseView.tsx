import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogTitle, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { errorMessage, errorStatus, titleOf, useToast } from '@scholarlens/common';
import { COURSE_MESSAGES, type CourseDetail, type CourseModule } from '@scholarlens/contracts';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteModule, useCourse, useCourseAction, useRemoveModule } from '../api/courses';
import { AiBadge, StatusBadge } from './CourseCard';
import { BuildStatus } from './BuildStatus';
import { ModuleCard } from './ModuleCard';
import { ModuleEditorDialog } from './ModuleEditorDialog';

const ACTION_DONE = { publish: 'Course published', archive: 'Course archived', enrol: 'You are enrolled' } as const;

/** A course's page: the instructor edits its modules, publishes and archives; a student enrols, reads and marks modules done. */
export function CourseView({ courseId }: { courseId: string }) {
  const query = useCourse(courseId, true);
  const course = query.data;
  usePageTitle(course?.title ?? titleOf('/courses/:id'));
  return (
    <Box>
      <Link component={RouterLink} to="/courses" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackIcon fontSize="small" /> All courses
      </Link>
      {query.isPending ? (
        <Box role="status" aria-label="Loading the course" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      ) : null}
      {query.isError ? (
        <Alert severity={errorStatus(query.error) === 404 ? 'info' : 'error'}>
          {errorStatus(query.error) === 404 ? COURSE_MESSAGES.courseNotFound : (errorMessage(query.error) ?? 'The course could not be loaded')}
        </Alert>
      ) : null}
      {course ? <CourseBody course={course} /> : null}
    </Box>
  );
}

function CourseBody({ course }: { course: CourseDetail }) {
  const action = useCourseAction(course.id);
  const complete = useCompleteModule(course.id);
  const remove = useRemoveModule(course.id);
  const { toast } = useToast();
  const [editing, setEditing] = useState<{ module: CourseModule | null; id: string } | null>(null);
  const [removing, setRemoving] = useState<CourseModule | null>(null);
  const busy = action.isPending || complete.isPending || remove.isPending;
  const failed = (title: string) => (err: unknown) => toast({ title, description: errorMessage(err) ?? 'Please try again.', variant: 'destructive' });
  const run = (a: 'publish' | 'archive' | 'enrol') => action.mutate(a, { onSuccess: () => toast({ title: ACTION_DONE[a] }), onError: failed('That did not work') });

  const manage = course.canManage;
  const editable = manage && course.status !== 'archived' && course.build.status !== 'building';
  const canComplete = course.enrolled && course.status === 'published';
  const done = new Set(course.myCompletedModuleIds);

  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {course.title}
          </Typography>
          <Typography color="text.secondary">
            {course.courseCode} · {course.semester} {course.year} · Instructor: {course.instructor.name} · {course.enrollmentCount}{' '}
            {course.enrollmentCount === 1 ? 'student' : 'students'}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <StatusBadge status={course.status} />
            {course.aiGenerated ? <AiBadge /> : null}
          </Stack>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {editable && course.status === 'draft' ? (
            <Button variant="contained" onClick={() => run('publish')} disabled={busy || course.modules.length === 0}>
              Publish
            </Button>
          ) : null}
          {editable ? (
            <Button variant="outlined" onClick={() => setEditing({ module: null, id: crypto.randomUUID() })} disabled={busy}>
              Add module
            </Button>
          ) : null}
          {manage && course.status !== 'archived' ? (
            <Button variant="outlined" color="inherit" onClick={() => run('archive')} disabled={busy}>
              Archive
            </Button>
          ) : null}
          {!manage && course.status === 'published' && !course.enrolled ? (
            <Button variant="contained" onClick={() => run('enrol')} disabled={busy}>
              Enrol
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }} color={course.description ? 'text.primary' : 'text.secondary'}>
        {course.description ?? COURSE_MESSAGES.noDescription}
      </Typography>
      <BuildStatus build={course.build} showWriter />
      {course.enrolled ? (
        <Typography sx={{ mt: 1 }} data-testid="my-progress">
          You completed {course.myCompletedModuleIds.length} of {course.modules.length} modules.
        </Typography>
      ) : null}
      {manage && course.status === 'draft' && course.build.status === 'ready' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          A draft only you can see: review the modules, then publish it for your institution's students.
        </Alert>
      ) : null}

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Modules
      </Typography>
      {course.modules.length === 0 && course.build.status !== 'building' ? <Typography color="text.secondary">No modules yet.</Typography> : null}
      <Stack spacing={2}>
        {course.modules.map((m) => (
          <ModuleCard
            key={m.id}
            module={m}
            completed={done.has(m.id)}
            busy={busy}
            onEdit={editable ? () => setEditing({ module: m, id: m.id }) : undefined}
            onRemove={editable ? () => setRemoving(m) : undefined}
            onComplete={canComplete ? () => complete.mutate(m.id, { onSuccess: () => toast({ title: 'Module completed' }), onError: failed('Not marked as done') }) : undefined}
          />
        ))}
      </Stack>

      {editing ? <ModuleEditorDialog courseId={course.id} module={editing.module} moduleId={editing.id} onClose={() => setEditing(null)} /> : null}
      <Dialog open={!!removing} onClose={() => setRemoving(null)} aria-labelledby="remove-module-title">
        <DialogTitle id="remove-module-title">Remove “{removing?.title}” and its students' completions?</DialogTitle>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (removing) remove.mutate(removing.id, { onSuccess: () => toast({ title: 'Module removed' }), onError: failed('The module was not removed') });
              setRemoving(null);
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
