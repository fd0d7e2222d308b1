/** Primary navigation (spec core §1). */
export const PRIMARY_NAV = [
  { label: 'Feed', to: '/' },
  { label: 'Search', to: '/search' },
  { label: 'Bookmarks', to: '/bookmarks' },
  { label: 'Research Intelligence', to: '/research-trends' },
] as const;

/** Secondary links shown where they fit. */
export const SECONDARY_NAV = [
  { label: 'Research', to: '/google-scholar' },
  { label: 'AI Courses', to: '/courses' },
] as const;

export const BETA_PATH = '/beta-signup';
