import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /bookmarks — first milestone: spec title only. */
export default function BookmarksPage() {
  return <ComingSoonPage title={titleOf('/bookmarks')} />;
}
