import type { RoutesMap } from '@scholarlens/common';
import AdminDashboardPage from './pages/AdminDashboardPage';
import DatabasesPage from './pages/DatabasesPage';

/** Exposed as 'admin/routes': route path (as in ROUTES) → page component. */
export const routes: RoutesMap = {
  '/admin': AdminDashboardPage,
  '/databases': DatabasesPage,
};

export default routes;
