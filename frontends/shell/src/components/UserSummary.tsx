import { Avatar, Box, Chip, Typography } from '@mui/material';
import { PLAN_LIMITS, remaining, type AuthUser, type UsageRecord } from '@scholarlens/contracts';

export function summariesLabel(usage: readonly UsageRecord[]): string {
  return `${remaining('free', 'aiSummary', usage)}/${PLAN_LIMITS.free.aiSummary} AI summaries`;
}

export function UserAvatar({ user, size = 32 }: { user: AuthUser; size?: number }) {
  return (
    <Avatar
      src={user.avatar ?? undefined}
      alt={user.name}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.45, fontWeight: 700 }}
    >
      {user.name?.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}

/** Avatar, name and plan badge. `withTestIds` only on the single desktop instance. */
export function UserSummary({ user, withTestIds }: { user: AuthUser; withTestIds?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <UserAvatar user={user} />
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: { md: 110, xl: 180 } }}
        data-testid={withTestIds ? 'user-name' : undefined}
      >
        {user.name}
      </Typography>
      <Chip
        size="small"
        label={String(user.plan ?? 'free').toUpperCase()}
        color={user.plan === 'free' ? 'default' : 'primary'}
        data-testid={withTestIds ? 'plan-badge' : undefined}
        sx={{ fontWeight: 700, letterSpacing: 0.5, height: 22 }}
      />
    </Box>
  );
}
