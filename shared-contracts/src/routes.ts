/** Paths both sides agree on (spec core §2, §7). */
export const API = {
  authUser: '/api/auth/user',
  login: '/api/login',
  usage: '/api/usage',
  adminUserPlan: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/plan`,
  health: '/api/health',
} as const;

/** Answer of GET /api/health: 200 when all three are up, else 503 with `degraded` (for load balancers). */
export interface HealthAnswer {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  eventStore: 'up' | 'down';
  redis: 'up' | 'down';
}

export const AUTH = {
  signIn: '/auth/google',
  signOut: '/auth/logout',
} as const;

/** Sign-in that comes back to `returnTo` (a same-origin path; the server refuses anything else). */
export function signInPath(returnTo: string): string {
  return returnTo && returnTo !== '/' ? `${AUTH.signIn}?returnTo=${encodeURIComponent(returnTo)}` : AUTH.signIn;
}

/** The shell reads remote addresses at runtime from here. */
export const REMOTES_MANIFEST = '/remotes.json';

/**
 * The `<meta name>` carrying the per-response nonce of the shell's Content-Security-Policy: the
 * backend writes it into index.html, the shell gives it to emotion so its `<style>` tags may run.
 */
export const CSP_NONCE_META = 'csp-nonce';
export const REMOTE_NAMES = ['discovery', 'institution', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesManifest = Record<RemoteName, string>;

/** Every route of the spec's route table, the remote that owns it, and its title. */
export const ROUTES: { path: string; remote: RemoteName; title: string }[] = [
  { path: '/', remote: 'discovery', title: 'Latest Research Feed' },
  { path: '/search', remote: 'discovery', title: 'Search Results' },
  { path: '/bookmarks', remote: 'discovery', title: 'Bookmarked Papers' },
  { path: '/paper/:id', remote: 'discovery', title: 'Paper' },
  { path: '/papers/:id', remote: 'discovery', title: 'Paper' },
  { path: '/author/:name', remote: 'discovery', title: 'Author' },
  { path: '/alerts', remote: 'discovery', title: 'Search Alerts' },
  { path: '/research-trends', remote: 'discovery', title: 'Research Intelligence' },
  { path: '/google-scholar', remote: 'discovery', title: 'Live Research Access' },
  { path: '/demo', remote: 'discovery', title: 'Demo' },
  { path: '/beta-signup', remote: 'discovery', title: 'Join Beta' },
  { path: '/courses', remote: 'institution', title: 'AI Courses' },
  { path: '/courses/:id', remote: 'institution', title: 'Course' },
  { path: '/institution', remote: 'institution', title: 'Institution Portal' },
  { path: '/institutional', remote: 'institution', title: 'Institutional Dashboard' },
  { path: '/partnerships', remote: 'institution', title: 'Partnership Outreach' },
  { path: '/team/:teamId', remote: 'institution', title: 'Team' },
  { path: '/admin', remote: 'admin', title: 'Admin Dashboard' },
  { path: '/databases', remote: 'admin', title: 'Database Connections' },
];
