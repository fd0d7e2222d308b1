import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** / — first milestone: spec title only. */
export default function FeedPage() {
  return <ComingSoonPage title={titleOf('/')} />;
}
