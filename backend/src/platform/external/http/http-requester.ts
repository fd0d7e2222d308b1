/**
 * Builds the HttpRequester of one external service from its defaults (the service's etiquette and
 * our patience with it) and what the caller overrides: configuration in production; in tests a
 * loopback fetch, a shared gate or a sleep that records instead of waiting.
 */
import { RequestGate } from './request-gate.js';
import { type FetchLike, type HttpRequester, type Sleep, realSleep } from './retrying-fetch.js';

export interface HttpClientOptions {
  /** Least time between two requests to the service (its terms of use, or courtesy). */
  minIntervalMs?: number;
  maxRetries?: number;
  backoffBaseMs?: number;
  /** A Retry-After longer than this is not waited out; the call fails instead. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
  fetch?: FetchLike;
  /** Used for backoff and Retry-After waits only (injectable so tests can observe them without waiting). */
  sleep?: Sleep;
  /** Share one gate between clients that talk to the same host. */
  gate?: RequestGate;
  userAgent?: string;
}

export interface HttpServiceDefaults {
  service: string;
  minIntervalMs: number;
  maxRetries: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  maxRetryAfterMs: number;
  timeoutMs: number;
  accept: string;
  userAgent: string;
}

export function httpRequester(options: HttpClientOptions, defaults: HttpServiceDefaults): HttpRequester {
  return {
    service: defaults.service,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    gate: options.gate ?? new RequestGate(options.minIntervalMs ?? defaults.minIntervalMs),
    sleep: options.sleep ?? realSleep,
    policy: {
      maxRetries: options.maxRetries ?? defaults.maxRetries,
      backoffBaseMs: options.backoffBaseMs ?? defaults.backoffBaseMs,
      backoffMaxMs: defaults.backoffMaxMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? defaults.maxRetryAfterMs,
      timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    },
    headers: { accept: defaults.accept, 'user-agent': options.userAgent ?? defaults.userAgent },
  };
}
