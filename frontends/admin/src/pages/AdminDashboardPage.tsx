import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /admin — first milestone: spec title only. */
export default function AdminDashboardPage() {
  return <ComingSoonPage title={titleOf('/admin')} />;
}
