import { useParams } from 'react-router';
import { Container } from '@mui/material';
import { useAuth } from '@scholarlens/common';
import { CourseView } from '../features/courses/components/CourseView';
import { SignedOutPrompt } from '../features/institution/components/PortalStates';

/** /courses/:id — one course: managed by its instructor, taken by the institution's students. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useAuth();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {!isLoading && !user ? <SignedOutPrompt title="Course" /> : user ? <CourseView courseId={id} /> : null}
    </Container>
  );
}
