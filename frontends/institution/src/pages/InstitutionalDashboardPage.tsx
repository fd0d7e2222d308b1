import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /institutional — first milestone: spec title only. */
export default function InstitutionalDashboardPage() {
  return <ComingSoonPage title={titleOf('/institutional')} />;
}
