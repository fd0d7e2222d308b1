/** User-facing strings used by more than one screen (spec core §2, §8). */
export const MESSAGES = {
  notFoundTitle: '404 Page Not Found',
  pricingTitle: 'Choose Your Research Plan',
  remoteUnavailable: 'This part of ScholarLens could not be loaded.',
} as const;

/** Polling and query constants (spec core §9). */
export const TIMING = {
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  statsPollMs: 30_000,
  papersPollMs: 60_000,
  adminPollMs: 5_000,
} as const;
