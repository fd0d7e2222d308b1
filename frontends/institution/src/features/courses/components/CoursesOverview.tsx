import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { errorMessage, useToast } from '@scholarlens/common';
import { COURSE_MESSAGES, type Course } from '@scholarlens/contracts';
import { useCourseSummary, useCourses, useCoursesElsewhere } from '../api/courses';
import { CourseCard } from './CourseCard';
import { CourseSummaryCards } from './CourseSummaryCards';
import { CreateCourseDialog } from './CreateCourseDialog';
import { ElsewhereCourses } from './ElsewhereCourses';

const TABS = [
  { value: 'all', label: 'All Courses', keep: (_: Course) => true },
  { value: 'published', label: 'Published', keep: (c: Course) => c.status === 'published' },
  { value: 'draft', label: 'Draft', keep: (c: Course) => c.status === 'draft' },
  { value: 'ai', label: 'AI Generated', keep: (c: Course) => c.aiGenerated },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const SKELETONS = 6;
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;

/**
 * Learning Management (spec inst §2): the header with Create AI Course (faculty and administrators),
 * the four cards, 'Your Courses' with tabs that filter, six skeletons while loading, 'No courses yet',
 * and the crawler's courses at other universities apart. A course just created is announced when its
 * build ends (the spec's toasts: ready, or failed with the server's reason).
 */
export function CoursesOverview({ institution, canCreate }: { institution: { id: string; name: string }; canCreate: boolean }) {
  const courses = useCourses(true);
  const building = (courses.data ?? []).some((c) => c.build.status === 'building');
  const summary = useCourseSummary(true, building);
  const elsewhere = useCoursesElsewhere(true);
  const [tab, setTab] = useState<TabValue>('all');
  const [creating, setCreating] = useState(false);
  const [announce, setAnnounce] = useState<string | null>(null);
  const { toast } = useToast();

  useEffect(() => {
    const course = courses.data?.find((c) => c.id === announce);
    if (!course || course.build.status === 'building') return;
    setAnnounce(null);
    if (course.build.status === 'failed') {
      toast({ title: COURSE_MESSAGES.createFailed, description: course.build.message ?? COURSE_MESSAGES.createFailedDetail, variant: 'destructive' });
    } else toast({ title: COURSE_MESSAGES.created, description: COURSE_MESSAGES.createdDetail });
  }, [announce, courses.data, toast]);

  const shown = (courses.data ?? []).filter(TABS.find((t) => t.value === tab)!.keep);
  const createButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      Create AI Course
    </Button>
  );

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Learning Management
          </Typography>
          <Typography color="text.secondary">Courses of {institution.name}, built by AI from catalog papers</Typography>
        </Box>
        {canCreate ? createButton : null}
      </Stack>

      <CourseSummaryCards summary={summary.data} loading={summary.isPending} failed={summary.isError} />

      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Your Courses
      </Typography>
      <Tabs value={tab} onChange={(_, v: TabValue) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Filter courses" sx={{ mb: 2 }}>
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>

      {courses.isError ? <Alert severity="error">{errorMessage(courses.error) ?? 'The courses could not be loaded'}</Alert> : null}
      {courses.isPending ? (
        <Box sx={grid} role="status" aria-label="Loading courses">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Card variant="outlined" key={i} data-testid="course-skeleton">
              <CardContent>
                <Skeleton width="70%" height={32} />
                <Skeleton width="40%" />
                <Skeleton height={60} />
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : null}
      {courses.data && courses.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="courses-empty">
          <SchoolOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="p" sx={{ my: 1 }}>
            {COURSE_MESSAGES.empty}
          </Typography>
          {canCreate ? (
            createButton
          ) : (
            <Typography color="text.secondary">Published courses of your institution appear here.</Typography>
          )}
        </Paper>
      ) : null}
      {courses.data && courses.data.length > 0 && shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No courses in this tab.
        </Typography>
      ) : null}
      {shown.length > 0 ? (
        <Box sx={grid}>
          {shown.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </Box>
      ) : null}

      <ElsewhereCourses courses={elsewhere.data} />
      {canCreate ? (
        <CreateCourseDialog open={creating} onClose={() => setCreating(false)} institution={institution} onCreated={(c) => setAnnounce(c.id)} />
      ) : null}
    </Box>
  );
}
