import { Avatar, List, ListItem, ListItemAvatar, ListItemText, ListSubheader, Skeleton, Tooltip } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import StarIcon from '@mui/icons-material/Star';
import type { CollaborationMember, TeamRole } from '@scholarlens/contracts';

/** Spec inst §6: admin yellow, member blue, guest and anything else grey. */
function RoleIcon({ role }: { role: TeamRole }) {
  const icon =
    role === 'admin' ? (
      <StarIcon fontSize="small" sx={{ color: '#eab308' }} />
    ) : role === 'member' ? (
      <PersonIcon fontSize="small" sx={{ color: '#2563eb' }} />
    ) : (
      <PersonOutlineIcon fontSize="small" sx={{ color: 'text.disabled' }} />
    );
  return (
    <Tooltip title={role}>
      <span role="img" aria-label={role} style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Tooltip>
  );
}

export function MemberList({ members, loading }: { members: CollaborationMember[] | undefined; loading: boolean }) {
  return (
    <List dense subheader={<ListSubheader disableSticky>Members</ListSubheader>} aria-label="Members" data-testid="member-list">
      {loading && <Skeleton height={36} sx={{ mx: 2 }} />}
      {(members ?? []).map((m) => (
        <ListItem key={m.id} secondaryAction={<RoleIcon role={m.role} />} data-testid="member-item">
          <ListItemAvatar sx={{ minWidth: 40 }}>
            <Avatar src={m.user.avatar ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
              {m.user.name.slice(0, 1).toUpperCase()}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={m.user.name} slotProps={{ primary: { noWrap: true } }} />
        </ListItem>
      ))}
    </List>
  );
}
