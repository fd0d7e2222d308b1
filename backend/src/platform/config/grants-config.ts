/**
 * Where the AI research assistant reads grants (modules/institution/intelligence/finding-grants):
 * GRANTS_SOURCE `none` (the default: the assistant says no source is configured and shows no grants)
 * or `nih-reporter`, NIH RePORTER's project search (NIH_REPORTER_URL, default its public v2 endpoint;
 * no key needed). NIH_REPORTER_TIMEOUT_MS bounds each attempt. No URL is kept when no source is set.
 */
import { int, oneOf, url } from './env.js';

export const NIH_REPORTER_DEFAULT_URL = 'https://api.reporter.nih.gov/v2/projects/search';

export interface GrantsConfig {
  source: { kind: 'nih-reporter'; url: string; timeoutMs: number } | null;
}

export function loadGrantsConfig(env: NodeJS.ProcessEnv): GrantsConfig {
  const kind = oneOf(env, 'GRANTS_SOURCE', ['none', 'nih-reporter'], 'none');
  if (kind === 'none') return { source: null };
  return {
    source: {
      kind,
      url: url(env, 'NIH_REPORTER_URL', NIH_REPORTER_DEFAULT_URL),
      timeoutMs: int(env, 'NIH_REPORTER_TIMEOUT_MS', 20_000, { min: 100 }),
    },
  };
}
