import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /databases — first milestone: spec title only. */
export default function DatabasesPage() {
  return <ComingSoonPage title={titleOf('/databases')} />;
}
