import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /courses — first milestone: spec title only. */
export default function CoursesPage() {
  return <ComingSoonPage title={titleOf('/courses')} />;
}
