import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage, useToast } from '@scholarlens/common';
import { formatDate } from '../../../lib/figures';
import type { InstitutionUser } from '@scholarlens/contracts';
import { type MemberAction, useInstitutionUsers, useMemberAction } from '../api/institution';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;

/** Status badge colours (spec inst §2): active green, pending yellow, anything else (suspended) red. */
const STATUS_TONES = {
  green: { bg: '#dcfce7', fg: '#166534' },
  yellow: { bg: '#fef9c3', fg: '#854d0e' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
} as const;

function StatusBadge({ status }: { status: string }) {
  const tone = status === 'active' ? 'green' : status === 'pending' ? 'yellow' : 'red';
  const c = STATUS_TONES[tone];
  return (
    <Chip
      size="small"
      label={status}
      data-testid="user-status"
      data-tone={tone}
      sx={{ bgcolor: c.bg, color: c.fg, textTransform: 'capitalize', fontWeight: 700 }}
    />
  );
}

/** What an administrator can do to a member in each status. */
const ACTIONS: Record<string, { action: MemberAction; label: string; done: string }> = {
  active: { action: 'suspend', label: 'Suspend', done: 'User suspended' },
  suspended: { action: 'reactivate', label: 'Reactivate', done: 'User reactivated' },
  pending: { action: 'revoke', label: 'Revoke Invitation', done: 'Invitation revoked' },
};

/** Users (spec inst §2): five skeletons while loading, a card per member or invitation. */
export function UsersTab({ onInvite, canManage, myMemberId }: { onInvite?: () => void; canManage: boolean; myMemberId: string }) {
  const users = useInstitutionUsers(true);
  if (users.isLoading) {
    return (
      <Box sx={grid} data-testid="users-loading">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={150} data-testid="user-skeleton" />
        ))}
      </Box>
    );
  }
  if (users.isError) {
    return <Alert severity="error">Members could not be loaded right now. Try again in a moment.</Alert>;
  }
  const list = users.data ?? [];
  if (list.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="users-empty">
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 2 }}>
          No members yet
        </Typography>
        {onInvite ? (
          <Button variant="contained" onClick={onInvite}>
            Invite User
          </Button>
        ) : null}
      </Paper>
    );
  }
  return (
    <Box sx={grid}>
      {list.map((u) => (
        <UserCard key={u.id} user={u} canManage={canManage && u.id !== myMemberId} />
      ))}
    </Box>
  );
}

/** `canManage`: the caller administers the institution and this card is not their own. */
function UserCard({ user, canManage }: { user: InstitutionUser; canManage: boolean }) {
  const act = useMemberAction();
  const { toast } = useToast();
  const next = canManage ? ACTIONS[user.status] : undefined;
  const run = () =>
    next &&
    act.mutate(
      { action: next.action, userId: user.id },
      {
        onSuccess: () => toast({ title: next.done }),
        onError: (err) => toast({ title: `${next.label} failed`, description: errorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <Card variant="outlined" data-testid="user-card" data-email={user.email}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }} data-testid="user-email">
            {user.email}
          </Typography>
          <StatusBadge status={user.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {user.department || 'No department'}
        </Typography>
        <Typography variant="body2" sx={{ textTransform: 'capitalize' }} data-testid="user-role">
          {user.role}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" data-testid="user-joined">
          {user.joinedAt ? `Joined ${formatDate(user.joinedAt)}` : `Invited ${formatDate(user.invitedAt)}`}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" data-testid="user-last-active">
          {user.lastActiveAt ? `Last active ${formatDate(user.lastActiveAt)}` : 'Never active'}
        </Typography>
      </CardContent>
      {next ? (
        <CardActions>
          <Button size="small" color={next.action === 'reactivate' ? 'primary' : 'error'} onClick={run} disabled={act.isPending}>
            {next.label}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
