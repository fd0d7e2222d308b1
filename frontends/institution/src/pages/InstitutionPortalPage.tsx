import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /institution — first milestone: spec title only. */
export default function InstitutionPortalPage() {
  return <ComingSoonPage title={titleOf('/institution')} />;
}
