import { Link as RouterLink, useLocation } from 'react-router';
import { BottomNavigation, BottomNavigationAction, Paper, useMediaQuery, useTheme } from '@mui/material';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import SearchIcon from '@mui/icons-material/Search';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';

const TABS = [
  { label: 'Feed', to: '/', icon: <HomeOutlinedIcon /> },
  { label: 'Search', to: '/search', icon: <SearchIcon /> },
  { label: 'Saved', to: '/bookmarks', icon: <BookmarkBorderIcon /> },
  { label: 'Institution', to: '/institution', icon: <AccountBalanceOutlinedIcon /> },
];

/** Fixed bottom tab bar on small screens. */
export function BottomTabBar() {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  if (!mobile) return null;
  const current = TABS.findIndex((t) => t.to === pathname);
  return (
    <Paper
      component="nav"
      aria-label="Bottom navigation"
      data-testid="bottom-tab-bar"
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (t) => t.zIndex.appBar }}
    >
      <BottomNavigation showLabels value={current === -1 ? false : current}>
        {TABS.map((t) => (
          <BottomNavigationAction key={t.to} label={t.label} icon={t.icon} component={RouterLink} to={t.to} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
