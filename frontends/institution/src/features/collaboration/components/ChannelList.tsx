import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Skeleton } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import TagIcon from '@mui/icons-material/Tag';
import type { Channel } from '@scholarlens/contracts';

/** Placeholders while the channels load (spec inst §9: 3). */
const CHANNEL_SKELETONS = 3;

export function ChannelList({ channels, loading, selectedId, onSelect }: { channels: Channel[]; loading: boolean; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <List dense subheader={<ListSubheader disableSticky>Channels</ListSubheader>} aria-label="Channels" data-testid="channel-list">
      {loading
        ? Array.from({ length: CHANNEL_SKELETONS }, (_, i) => <Skeleton key={i} height={36} sx={{ mx: 2 }} data-testid="channel-skeleton" />)
        : channels.map((c) => (
            <ListItemButton key={c.id} selected={c.id === selectedId} onClick={() => onSelect(c.id)} data-testid="channel-item" aria-current={c.id === selectedId ? 'true' : undefined}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {c.isPrivate ? <LockIcon fontSize="small" aria-label="Private channel" /> : <TagIcon fontSize="small" aria-hidden />}
              </ListItemIcon>
              <ListItemText primary={c.name} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          ))}
    </List>
  );
}
