import { IconButton, Tooltip } from '@mui/material';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useToast } from '@scholarlens/common';
import { useBookmarks } from '../../lib/bookmarks';

/** Bookmark icon, filled when bookmarked; toggles with the spec's toasts (core §4, §8). */
export function BookmarkToggle({ paperId, title, size = 'medium' }: { paperId: string; title: string; size?: 'small' | 'medium' }) {
  const { isBookmarked, toggle } = useBookmarks();
  const { toast } = useToast();
  const on = isBookmarked(paperId);
  const label = on ? `Remove bookmark: ${title}` : `Bookmark: ${title}`;
  return (
    <Tooltip title={on ? 'Remove bookmark' : 'Bookmark'} enterDelay={700} enterNextDelay={300}>
      <IconButton
        size={size}
        aria-label={label}
        aria-pressed={on}
        data-testid="bookmark-toggle"
        data-bookmarked={on ? 'true' : 'false'}
        color={on ? 'primary' : 'default'}
        onClick={() => {
          const now = toggle(paperId);
          toast(
            now
              ? { title: 'Bookmarked', description: 'Paper added to your bookmarks.' }
              : { title: 'Removed from bookmarks', description: 'Paper removed from your bookmarks.' },
          );
        }}
      >
        {on ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
