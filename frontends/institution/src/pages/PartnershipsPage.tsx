import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /partnerships — first milestone: spec title only. */
export default function PartnershipsPage() {
  return <ComingSoonPage title={titleOf('/partnerships')} />;
}
