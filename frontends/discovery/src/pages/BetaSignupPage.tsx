import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /beta-signup — first milestone: spec title only. */
export default function BetaSignupPage() {
  return <ComingSoonPage title={titleOf('/beta-signup')} />;
}
