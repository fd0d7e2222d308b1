import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /paper/:id — first milestone: spec title only. */
export default function PaperPage() {
  return <ComingSoonPage title={titleOf('/paper/:id')} />;
}
