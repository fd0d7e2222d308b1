import type { RoutesMap } from '@scholarlens/common';
import CoursePage from './pages/CoursePage';
import CoursesPage from './pages/CoursesPage';
import InstitutionPortalPage from './pages/InstitutionPortalPage';
import InstitutionalDashboardPage from './pages/InstitutionalDashboardPage';
import PartnershipsPage from './pages/PartnershipsPage';
import TeamPage from './pages/TeamPage';

/** Exposed as 'institution/routes': route path (as in ROUTES) → page component. */
export const routes: RoutesMap = {
  '/courses': CoursesPage,
  '/courses/:id': CoursePage,
  '/institution': InstitutionPortalPage,
  '/institutional': InstitutionalDashboardPage,
  '/partnerships': PartnershipsPage,
  '/team/:teamId': TeamPage,
};

export default routes;
