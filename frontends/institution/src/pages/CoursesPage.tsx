import { Box, CircularProgress, Container } from '@mui/material';
import { titleOf, useAuth } from '@scholarlens/common';
import { CoursesOverview } from '../features/courses/components/CoursesOverview';
import { useInstitution } from '../features/institution/api/institution';
import { NoInstitution, SignedOutPrompt } from '../features/institution/components/PortalStates';
import { usePageTitle } from '../lib/use-page-title';

/** Members who create courses (issue #33): faculty and the institution's administrators. */
const TEACHING_ROLES = new Set(['faculty', 'admin']);

const Loading = () => (
  <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
    <CircularProgress />
  </Box>
);

/** /courses — learning management (spec inst §2): signed out, no institution, or the institution's courses. */
export default function CoursesPage() {
  usePageTitle(titleOf('/courses'));
  const { user, isLoading } = useAuth();
  const institution = useInstitution(!!user);
  let body = <Loading />;
  if (!isLoading && !user) body = <SignedOutPrompt title="Learning Management" />;
  else if (user && institution.data === null) body = <NoInstitution email={user.email} />;
  else if (institution.data) {
    body = <CoursesOverview institution={institution.data} canCreate={TEACHING_ROLES.has(institution.data.myRole)} />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {body}
    </Container>
  );
}
