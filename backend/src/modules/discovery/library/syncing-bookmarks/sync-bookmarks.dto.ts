import { BOOKMARK_LIMITS } from '@scholarlens/contracts';
import { ArrayMaxSize, IsArray } from 'class-validator';

/** Body of POST /api/library/bookmarks/merge; each item is checked by bookmarkEntriesOf. */
export class MergeBookmarksDto {
  @IsArray()
  @ArrayMaxSize(BOOKMARK_LIMITS.perUser)
  bookmarks: unknown[];
}
