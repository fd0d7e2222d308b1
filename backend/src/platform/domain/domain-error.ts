/**
 * The errors a domain rule raises (docs/ARCHITECTURE.md §4). Deciders and handlers say what went
 * wrong in the domain's words; they know nothing of HTTP. The HTTP error filter maps each kind to
 * its status code (`platform/http/error.filter.ts`).
 */

/** What kind of refusal: the filter's table turns each into one HTTP status. */
export type DomainErrorKind =
  /** The input breaks a rule of its own (a blank note, an unknown category): 400. */
  | 'invalid'
  /** The caller must sign in first: 401. */
  | 'unauthenticated'
  /** The caller may not do this (a plan without the feature): 403. */
  | 'forbidden'
  /** The thing does not exist, or not for this caller: 404. */
  | 'not-found'
  /** The thing exists already, or is busy with another run: 409. */
  | 'conflict'
  /** A rule of the domain refuses the command as it stands: 422. */
  | 'refused'
  /** A limit of the caller's plan is used up: 429. */
  | 'limit-reached'
  /** A service the command depends on answered badly: 502. */
  | 'upstream-failed'
  /** A service the command depends on is not there (not configured, down): 503. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** The fields at fault and the rule each broke, for a form to show beside them. */
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A test's predicate: `assert.throws(fn, isDomainError('conflict'))`. */
export const isDomainError =
  (kind: DomainErrorKind, message?: string) =>
  (err: unknown): boolean =>
    err instanceof DomainError && err.kind === kind && (message === undefined || err.message === message);
