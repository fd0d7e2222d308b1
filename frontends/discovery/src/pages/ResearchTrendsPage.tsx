import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /research-trends — first milestone: spec title only. */
export default function ResearchTrendsPage() {
  return <ComingSoonPage title={titleOf('/research-trends')} />;
}
