import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /demo — first milestone: spec title only. */
export default function DemoPage() {
  return <ComingSoonPage title={titleOf('/demo')} />;
}
