import { Button, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SellIcon from '@mui/icons-material/Sell';
import { FEED_CATEGORIES } from '@scholarlens/contracts';
import { useAuth, useToast } from '@scholarlens/common';
import { useAutoTag } from '../api/papers';

/** "Latest Research Feed" heading, category dropdown, Refresh and Auto-Tag (signed-in only). */
export function FeedToolbar({ category, onCategory, onRefresh, refreshing }: { category: string; onCategory: (c: string) => void; onRefresh: () => void; refreshing: boolean }) {
  const { isAuthenticated } = useAuth();
  const autoTag = useAutoTag();
  const { toast } = useToast();
  const onAutoTag = () =>
    autoTag.mutate(undefined, {
      onSuccess: (res) => toast({ title: 'Auto-tagging Complete', description: `Successfully tagged ${res.taggedPapers} papers with AI-generated tags.` }),
      onError: () => toast({ variant: 'destructive', title: 'Auto-tagging Failed', description: 'Failed to auto-tag papers. Please try again.' }),
    });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
      <Typography id="feed-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        Latest Research Feed
      </Typography>
      <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <FormControl size="small" sx={{ minWidth: 190, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          <InputLabel id="category-label">Category</InputLabel>
          <Select
            labelId="category-label"
            label="Category"
            value={category}
            onChange={(e) => onCategory(String(e.target.value))}
            data-testid="category-select"
            sx={{ bgcolor: 'background.paper' }}
          >
            {FEED_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing} data-testid="refresh-button">
          Refresh
        </Button>
        {isAuthenticated && (
          <Button variant="contained" color="secondary" startIcon={<SellIcon />} onClick={onAutoTag} disabled={autoTag.isPending} data-testid="auto-tag-button">
            {autoTag.isPending ? 'Auto-Tagging...' : 'Auto-Tag'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
