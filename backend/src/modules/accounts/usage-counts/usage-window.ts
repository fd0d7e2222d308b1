import { type MeteredFeature, USAGE_WINDOWS } from '@scholarlens/contracts';

export const ALL_TIME = 'all-time';

/** The window a use at `at` counts in: its UTC day for per-day features, else all time. */
export function usageWindowStart(feature: MeteredFeature, at: Date): string {
  return USAGE_WINDOWS[feature] === 'utc-day' ? at.toISOString().slice(0, 10) : ALL_TIME;
}
