import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import {
  AppBar,
  Box,
  Button,
  Chip,
  Collapse,
  Container,
  Divider,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useAuth, useUsage } from '@scholarlens/common';
import { usePricing } from '../pricing/PricingContext';
import { BETA_PATH, PRIMARY_NAV, SECONDARY_NAV } from './navItems';
import { signIn, signOut } from './auth-actions';
import { summariesLabel, UserSummary } from './UserSummary';
import { AlertBell } from './AlertBell';

const navLinkSx = {
  color: 'text.secondary',
  fontWeight: 600,
  px: 1,
  minWidth: 0,
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.main', bgcolor: 'rgba(26,58,107,0.08)' },
} as const;

function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="ScholarLens home"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: { md: 1, lg: 2 }, flexShrink: 0 }}
    >
      <AutoStoriesIcon />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: -0.3 }}>
        ScholarLens
      </Typography>
    </Box>
  );
}

function MoreMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        sx={navLinkSx}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        More
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SECONDARY_NAV.map((l) => (
          <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={() => setAnchor(null)}>
            {l.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function DesktopNav() {
  const { user } = useAuth();
  const { usage } = useUsage();
  const { openPricing } = usePricing();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const lg = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  // A signed-in user's cluster (summaries, alert bell, name, plan, Logout) needs 1360 px beside the links.
  const signedInFits = useMediaQuery('(min-width:1360px)', { noSsr: true });
  // Everything on one row when it fits; otherwise the links move to a second row.
  const oneRow = user ? signedInFits : lg;
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      data-testid="nav-desktop"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        minWidth: 0,
        flexWrap: oneRow ? 'nowrap' : 'wrap',
        rowGap: 0.5,
        py: oneRow ? 0 : 1,
      }}
    >
      <Box sx={{ order: 0 }}>
        <Logo />
      </Box>
      <Stack
        direction="row"
        spacing={0}
        sx={{ alignItems: 'center', order: oneRow ? 1 : 3, width: oneRow ? 'auto' : '100%', ml: oneRow ? 0 : -1 }}
      >
        {PRIMARY_NAV.map((l) => (
          <Button key={l.to} component={NavLink} to={l.to} end={l.to === '/'} sx={navLinkSx}>
            {l.label}
          </Button>
        ))}
        {wide
          ? SECONDARY_NAV.map((l) => (
              <Button key={l.to} component={NavLink} to={l.to} sx={navLinkSx}>
                {l.label}
              </Button>
            ))
          : <MoreMenu />}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, order: 2, ml: 'auto', pl: 1 }}>
        {user ? (
          <>
            {user.plan === 'free' && (
              <>
                <Chip
                  icon={<AutoAwesomeIcon />}
                  variant="outlined"
                  color="secondary"
                  size="small"
                  label={summariesLabel(usage)}
                  data-testid="summaries-remaining"
                  sx={{ fontWeight: 600 }}
                />
                <Button variant="contained" color="secondary" size="small" onClick={openPricing}>
                  Upgrade
                </Button>
              </>
            )}
            <AlertBell user={user} />
            <UserSummary user={user} withTestIds />
            <Button variant="outlined" size="small" onClick={signOut}>
              Logout
            </Button>
          </>
        ) : (
          <>
            <Button onClick={openPricing} sx={{ color: 'text.primary' }}>
              Plans
            </Button>
            <Button variant="outlined" component={RouterLink} to={BETA_PATH}>
              Join Beta
            </Button>
            <Button variant="contained" onClick={signIn}>
              Login
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}

function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { user } = useAuth();
  const { usage } = useUsage();
  const { openPricing } = usePricing();
  const itemSx = { justifyContent: 'flex-start', py: 1.25, px: 2, color: 'text.primary', fontWeight: 600, '&.active': { color: 'primary.main', bgcolor: 'rgba(26,58,107,0.08)' } };
  return (
    <Collapse in={open} unmountOnExit>
      <Box id="mobile-menu" component="nav" aria-label="Mobile navigation" data-testid="mobile-menu" sx={{ pb: 2 }}>
        <Divider sx={{ mb: 1 }} />
        {user && (
          <Box sx={{ px: 2, py: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <UserSummary user={user} />
            {user.plan === 'free' && (
              <Typography variant="body2" color="text.secondary">
                {summariesLabel(usage)}
              </Typography>
            )}
          </Box>
        )}
        <Stack>
          {[...PRIMARY_NAV, ...SECONDARY_NAV, { label: 'Join Beta', to: BETA_PATH }].map((l) => (
            <Button key={l.to} component={NavLink} to={l.to} end={l.to === '/'} onClick={onNavigate} sx={itemSx}>
              {l.label}
            </Button>
          ))}
          <Divider sx={{ my: 1 }} />
          {(!user || user.plan === 'free') && (
            <Button
              sx={itemSx}
              onClick={() => {
                onNavigate();
                openPricing();
              }}
            >
              {user ? 'Upgrade' : 'Plans'}
            </Button>
          )}
          {user ? (
            <Button
              sx={itemSx}
              onClick={() => {
                onNavigate();
                signOut();
              }}
            >
              Logout
            </Button>
          ) : (
            <Button
              variant="contained"
              sx={{ mx: 2, mt: 1 }}
              onClick={() => {
                onNavigate();
                signIn();
              }}
            >
              Login
            </Button>
          )}
        </Stack>
      </Box>
    </Collapse>
  );
}

export function Header() {
  const { user } = useAuth();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl" disableGutters sx={{ px: { xs: 1.5, md: 2, lg: 3 } }}>
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
          {desktop ? (
            <DesktopNav />
          ) : (
            <>
              <Logo />
              <Box sx={{ flex: 1 }} />
              {user && <AlertBell user={user} />}
              <IconButton
                aria-label="Open menu"
                aria-controls="mobile-menu"
                aria-expanded={menuOpen ? 'true' : 'false'}
                data-testid="mobile-menu-button"
                onClick={() => setMenuOpen((o) => !o)}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </IconButton>
            </>
          )}
        </Toolbar>
        {!desktop && <MobileMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />}
      </Container>
    </AppBar>
  );
}
