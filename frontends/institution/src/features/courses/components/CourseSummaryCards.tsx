import { Box } from '@mui/material';
import type { CourseSummary } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../lib/FigureCard';

/** The four cards (spec inst §2), computed by the server over the courses the member sees; "—" where unknown. */
export function CourseSummaryCards({ summary: s, loading, failed }: { summary: CourseSummary | undefined; loading: boolean; failed: boolean }) {
  const rate = s?.completionRate == null ? '—' : `${s.completionRate}%`;
  return (
    <Box sx={figureGrid}>
      <FigureCard label="Total Courses" value={s?.totalCourses} caption="Courses you can see" loading={loading} failed={failed} testId="card-total-courses" />
      <FigureCard label="Total Students" value={s?.totalStudents} caption="Members enrolled in any of them" loading={loading} failed={failed} testId="card-total-students" />
      <FigureCard label="AI Generated" value={s?.aiGenerated} caption="Built by AI from catalog papers" loading={loading} failed={failed} testId="card-ai-generated" />
      <FigureCard
        label="Completion Rate"
        value={rate}
        caption={s && s.possibleModules > 0 ? `${s.completedModules} of ${s.possibleModules} enrolled modules completed` : 'No enrolments yet'}
        loading={loading}
        failed={failed}
        testId="card-completion-rate"
      />
    </Box>
  );
}
