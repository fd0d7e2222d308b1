import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /google-scholar — first milestone: spec title only. */
export default function GoogleScholarPage() {
  return <ComingSoonPage title={titleOf('/google-scholar')} />;
}
