/**
 * A failure of OpenAlex as the answer to give (spec inst §7): 503 with a message a person can act
 * on (no API key, the key refused, rate-limited, unreachable); never made-up works.
 */
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ExternalHttpError } from '../../../../platform/external/http/retrying-fetch.js';
import { OpenAlexKeyMissingError } from '../../../../platform/external/openalex/openalex.client.js';

export const NO_KEY_MESSAGE = 'Live research access is off: no OpenAlex API key is configured (set OPENALEX_API_KEY).';

/** The domain error of an OpenAlex failure (unavailable); any other error as it is. */
export function liveAccessError(err: unknown): unknown {
  if (err instanceof OpenAlexKeyMissingError) return new DomainError('unavailable', NO_KEY_MESSAGE);
  if (err instanceof ExternalHttpError) {
    const why =
      err.status === 401 || err.status === 403
        ? `OpenAlex refused the configured API key (HTTP ${err.status})`
        : err.status === 429
          ? 'OpenAlex is rate-limiting requests; try again shortly'
          : err.status === null
            ? 'OpenAlex could not be reached'
            : `OpenAlex answered HTTP ${err.status}`;
    return new DomainError('unavailable', `Live research access is unavailable: ${why}.`);
  }
  return err;
}
