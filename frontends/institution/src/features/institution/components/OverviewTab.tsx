import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import HandshakeIcon from '@mui/icons-material/Handshake';
import SpeedIcon from '@mui/icons-material/Speed';
import { collaborationEvents, dailyActiveUsers, formatDate, usageEfficiency } from '../../../lib/figures';
import { describeInstitutionActivity, type Institution } from '@scholarlens/contracts';
import { useInstitutionActivity, useInstitutionUsage } from '../api/institution';
import { FigureCard } from '../../../lib/FigureCard';

export interface QuickActions {
  onCreateTeam: () => void;
  /** Only institution administrators invite. */
  onInvite?: () => void;
  onViewReports: () => void;
  onSettings: () => void;
}

/** Overview (spec inst §2): three figures from the endpoints, Quick Actions that all act, the real Recent Activity. */
export function OverviewTab({ institution, actions }: { institution: Institution; actions: QuickActions }) {
  const usage = useInstitutionUsage(true);
  // Seats in use: active members and invitations not accepted yet (suspended members hold none).
  const userCount = institution.activeUsers + institution.pendingUsers;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <FigureCard
        testId="overview-daily-active"
        label="Daily Active Users"
        icon={<TrendingUpIcon color="success" fontSize="small" />}
        loading={usage.isLoading}
        failed={usage.isError}
        value={dailyActiveUsers(usage.data ?? []).toLocaleString('en-US')}
        caption="members active on the latest day"
      />
      <FigureCard
        testId="overview-collaboration"
        label="Collaboration Events"
        icon={<HandshakeIcon color="secondary" fontSize="small" />}
        loading={usage.isLoading}
        failed={usage.isError}
        value={collaborationEvents(usage.data ?? []).toLocaleString('en-US')}
        caption="teams created and members added"
      />
      <FigureCard
        testId="overview-efficiency"
        label="Usage Efficiency"
        icon={<SpeedIcon color="primary" fontSize="small" />}
        value={`${usageEfficiency(userCount, institution.maxUsers)}%`}
        caption={`${userCount.toLocaleString('en-US')} of ${institution.maxUsers.toLocaleString('en-US')} seats in use`}
      />
      <Card variant="outlined" data-testid="quick-actions">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            Quick Actions
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
            <Button variant="outlined" onClick={actions.onCreateTeam}>
              Create Team
            </Button>
            {actions.onInvite ? (
              <Button variant="outlined" onClick={actions.onInvite}>
                Invite User
              </Button>
            ) : null}
            <Button variant="outlined" onClick={actions.onViewReports}>
              View Reports
            </Button>
            <Button variant="outlined" onClick={actions.onSettings}>
              Settings
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ gridColumn: { md: 'span 2' } }} data-testid="recent-activity">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Recent Activity
          </Typography>
          <RecentActivity />
        </CardContent>
      </Card>
    </Box>
  );
}

/** The institution's latest events, newest first, as the server records them. */
function RecentActivity() {
  const activity = useInstitutionActivity(true);
  if (activity.isLoading) {
    return Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={40} />);
  }
  if (activity.isError) {
    return (
      <Alert severity="warning" variant="outlined" sx={{ mt: 1 }}>
        Recent activity could not be loaded right now.
      </Alert>
    );
  }
  const items = activity.data ?? [];
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="recent-activity-empty">
        No activity yet. Invitations, new members and teams appear here as they happen.
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {items.map((a) => (
        <ListItem key={a.id} disableGutters divider data-testid="activity-item">
          <ListItemText
            primary={describeInstitutionActivity(a)}
            secondary={a.actorEmail ? `${formatDate(a.at)} · by ${a.actorEmail}` : formatDate(a.at)}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
