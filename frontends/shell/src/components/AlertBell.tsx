import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Badge, Box, Button, CircularProgress, Divider, IconButton, Link, Popover, Stack, Typography } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { SEARCH_ALERT_LIMITS, planOf, type AuthUser } from '@scholarlens/contracts';
import { errorMessage, openPricing, useAlertInbox, useMarkAlertsSeen } from '@scholarlens/common';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The search alerts' bell (issue #38): the unread count of new papers the user's alerts found, and
 * the newest of them; opening it marks them read. On a plan without alerts it offers Upgrade.
 */
export function AlertBell({ user }: { user: AuthUser }) {
  const entitled = SEARCH_ALERT_LIMITS[planOf(user.plan)] !== 0;
  const inbox = useAlertInbox(true);
  const markSeen = useMarkAlertsSeen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Which items were unread when the list opened: marking them read must not hide that they were new.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unread = inbox.data?.unread ?? 0;

  const open = (target: HTMLElement) => {
    setAnchor(target);
    setFresh(new Set((inbox.data?.items ?? []).filter((i) => i.unread).map((i) => `${i.alertId}/${i.paperId}`)));
    if (unread > 0) markSeen.mutate();
  };
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={unread ? `Search alerts, ${unread} unread` : 'Search alerts'}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        data-testid="alert-bell"
        onClick={(e) => open(e.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="alert-bell-count">
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Search alerts', 'data-testid': 'alert-panel', sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: '70vh' } } as object }}
      >
        <Box sx={{ p: 2, pb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800 }}>
            Search alerts
          </Typography>
          <Typography variant="caption" color="text.secondary">
            New catalog papers your saved searches found, newest first.
          </Typography>
        </Box>
        <Divider />
        {inbox.isLoading ? (
          <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress size={24} aria-label="Loading alerts" />
          </Box>
        ) : inbox.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(inbox.error)}
          </Alert>
        ) : (inbox.data?.items.length ?? 0) === 0 ? (
          <Box sx={{ p: 2 }} data-testid="alert-panel-empty">
            <Typography variant="body2" color="text.secondary">
              {entitled ? 'No new papers for your alerts yet. Save a search as an alert from the search page.' : 'Search alerts come with Pro (5 alerts) and are unlimited on Team.'}
            </Typography>
            {!entitled && (
              <Button
                size="small"
                variant="contained"
                color="secondary"
                sx={{ mt: 1 }}
                onClick={() => {
                  close();
                  openPricing();
                }}
              >
                Upgrade
              </Button>
            )}
          </Box>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} divider={<Divider component="li" aria-hidden />}>
            {inbox.data?.items.map((item) => (
              <Box component="li" key={`${item.alertId}/${item.paperId}`} sx={{ px: 2, py: 1.25 }} data-testid="alert-item">
                <Link component={RouterLink} to={`/paper/${encodeURIComponent(item.paperId)}`} onClick={close} sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}>
                  {item.title}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {fresh.has(`${item.alertId}/${item.paperId}`) && (
                    <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
                      {'New · '}
                    </Box>
                  )}
                  for “{item.query}” · {when(item.matchedAt)}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
        <Divider />
        <Box sx={{ p: 1.5 }}>
          <Button component={RouterLink} to="/alerts" onClick={close} size="small">
            Manage alerts
          </Button>
        </Box>
      </Popover>
    </>
  );
}
