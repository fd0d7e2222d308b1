import { ComingSoonPage, titleOf } from '@scholarlens/common';

/** /search — first milestone: spec title only. */
export default function SearchPage() {
  return <ComingSoonPage title={titleOf('/search')} />;
}
