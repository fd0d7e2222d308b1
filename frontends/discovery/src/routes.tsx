import type { RoutesMap } from '@scholarlens/common';
import FeedPage from './pages/FeedPage';
import SearchPage from './pages/SearchPage';
import BookmarksPage from './pages/BookmarksPage';
import PaperPage, { PapersRedirect } from './pages/PaperPage';
import AuthorPage from './pages/AuthorPage';
import AlertsPage from './pages/AlertsPage';
import ResearchTrendsPage from './pages/ResearchTrendsPage';
import GoogleScholarPage from './pages/GoogleScholarPage';
import DemoPage from './pages/DemoPage';
import BetaSignupPage from './pages/BetaSignupPage';

/** Exposed as 'discovery/routes': route path (as in ROUTES) → page component. */
export const routes: RoutesMap = {
  '/': FeedPage,
  '/search': SearchPage,
  '/bookmarks': BookmarksPage,
  '/paper/:id': PaperPage,
  '/papers/:id': PapersRedirect,
  '/author/:name': AuthorPage,
  '/alerts': AlertsPage,
  '/research-trends': ResearchTrendsPage,
  '/google-scholar': GoogleScholarPage,
  '/demo': DemoPage,
  '/beta-signup': BetaSignupPage,
};

export default routes;
