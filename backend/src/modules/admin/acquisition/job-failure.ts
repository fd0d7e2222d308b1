/**
 * How a failed call to arXiv is reported and whether trying again can help (pure).
 * `upstream`: arXiv answered, with an error (its error feed, an OAI error, a 4xx, an unreadable
 * body): retrying the same request will not help. `unreachable`: no usable answer (network error,
 * timeout, 429/5xx after the client's own retries): a later attempt may succeed.
 */
import type { DomainErrorKind } from '../../../platform/domain/domain-error.js';
import { ArxivApiError } from '../../../platform/external/arxiv/atom-feed.js';
import { OaiPmhError } from '../../../platform/external/arxiv/oai-pmh.js';
import { ExternalHttpError } from '../../../platform/external/http/retrying-fetch.js';

export type FailureKind = 'upstream' | 'unreachable' | 'internal';

export interface JobFailure {
  reason: string;
  kind: FailureKind;
  retryable: boolean;
}

/** Drops "<service> GET <url> " from a client error: users need the what, not the URL. */
function withoutRequest(message: string): string {
  return message.replace(/^.*? GET \S+:? /, '');
}

export function classifyFailure(err: unknown, service = 'arXiv'): JobFailure {
  if (err instanceof ArxivApiError) {
    return { reason: `${service} answered with an error: ${err.message.replace(/^arXiv API error: /, '')}`, kind: 'upstream', retryable: false };
  }
  if (err instanceof OaiPmhError) {
    return { reason: `${service} answered with an error: ${err.message}`, kind: 'upstream', retryable: false };
  }
  if (err instanceof ExternalHttpError) {
    const detail = withoutRequest(err.message);
    if (err.status !== null && err.status < 500 && err.status !== 429) {
      return { reason: `${service} refused the request: ${detail}`, kind: 'upstream', retryable: false };
    }
    return { reason: `${service} could not be reached: ${detail}`, kind: 'unreachable', retryable: true };
  }
  const message = err instanceof Error ? err.message : String(err);
  if (/unreadable response|not an Atom feed|not an OAI-PMH response|neither ListRecords/.test(message)) {
    return { reason: `${service} answered with something unreadable: ${withoutRequest(message)}`, kind: 'upstream', retryable: false };
  }
  return { reason: message, kind: 'internal', retryable: true };
}

/** How a failed sync is reported: arXiv answered badly, or could not be reached; null for our own fault. */
export function domainErrorKindOf(kind: FailureKind): DomainErrorKind | null {
  return kind === 'upstream' ? 'upstream-failed' : kind === 'unreachable' ? 'unavailable' : null;
}
