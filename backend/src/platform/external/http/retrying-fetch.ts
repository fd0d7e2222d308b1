/**
 * GET with retries for the external clients: 429, 5xx, network errors and
 * timeouts are transient (arXiv answers 503 + Retry-After as flow control), so
 * they are retried with exponential backoff, honoring Retry-After. Everything
 * else fails at once with an error naming the URL, status and body start.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { RequestGate } from './request-gate.js';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => delay(ms).then(() => undefined);

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff; doubles per retry. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A Retry-After longer than this is not waited out; the call fails instead. */
  maxRetryAfterMs: number;
  timeoutMs: number;
}

export interface HttpRequester {
  service: string;
  fetch: FetchLike;
  gate: RequestGate;
  sleep: Sleep;
  policy: RetryPolicy;
  headers?: Record<string, string>;
}

export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
  attempts: number;
}

export class ExternalHttpError extends Error {
  constructor(
    message: string,
    readonly service: string,
    readonly url: string,
    readonly status: number | null,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'ExternalHttpError';
  }
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/** Retry-After as delta-seconds or an HTTP date, in ms; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : Math.max(0, t - now);
}

export function backoffDelay(retry: number, policy: RetryPolicy): number {
  return Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** retry);
}

/** A search API that takes its query as a JSON body (NIH RePORTER): retried like a GET, since it changes nothing. */
export interface JsonPost {
  body: string;
}

/**
 * Performs the GET (or the JSON POST of a search) through the gate. Returns the final response for any status
 * that is not retried (the caller decides whether e.g. a 400 body is meaningful),
 * or throws ExternalHttpError when retries run out.
 */
export async function getWithRetry(http: HttpRequester, url: string, signal?: AbortSignal, request?: JsonPost): Promise<HttpResult> {
  const { policy } = http;
  const method = request ? 'POST' : 'GET';
  const headers = request ? { ...http.headers, 'content-type': 'application/json' } : http.headers;
  let lastProblem = '';
  let lastStatus: number | null = null;
  for (let attempt = 1; ; attempt++) {
    let waitMs: number;
    try {
      const res = await http.gate.run(async () => {
        const timeout = AbortSignal.timeout(policy.timeoutMs);
        const init: RequestInit = { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout };
        if (request) Object.assign(init, { method, body: request.body });
        const r = await http.fetch(url, init);
        return { status: r.status, statusText: r.statusText, headers: r.headers, body: await r.text() };
      });
      if (!isRetryableStatus(res.status)) return { status: res.status, headers: res.headers, body: res.body, attempts: attempt };
      lastStatus = res.status;
      lastProblem = `HTTP ${res.status} ${res.statusText}`.trim();
      const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
      if (retryAfter !== null && retryAfter > policy.maxRetryAfterMs) {
        throw new ExternalHttpError(
          `${http.service} ${method} ${url}: ${lastProblem} asks to retry after ${Math.round(retryAfter / 1000)} s, longer than allowed`,
          http.service, url, res.status, attempt,
        );
      }
      waitMs = retryAfter ?? backoffDelay(attempt - 1, policy);
    } catch (e) {
      if (e instanceof ExternalHttpError) throw e;
      if (signal?.aborted) throw e; // the caller cancelled: not a transient failure
      lastStatus = null;
      lastProblem = (e as Error).name === 'TimeoutError' ? `timed out after ${policy.timeoutMs} ms` : `network error: ${describe(e)}`;
      waitMs = backoffDelay(attempt - 1, policy);
    }
    if (attempt > policy.maxRetries) {
      throw new ExternalHttpError(
        `${http.service} ${method} ${url} failed after ${attempt} attempt(s): ${lastProblem}`,
        http.service, url, lastStatus, attempt,
      );
    }
    await http.sleep(waitMs);
  }
}

/** Fails with a clear message for a final non-2xx response. */
export function assertOk(http: Pick<HttpRequester, 'service'>, url: string, res: HttpResult, method: 'GET' | 'POST' = 'GET'): void {
  if (res.status >= 200 && res.status < 300) return;
  const snippet = res.body.replace(/\s+/g, ' ').trim().slice(0, 200);
  throw new ExternalHttpError(
    `${http.service} ${method} ${url} failed: HTTP ${res.status}${snippet ? ` — ${snippet}` : ''}`,
    http.service, url, res.status, res.attempts,
  );
}

function describe(e: unknown): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  return [err.message, err.cause?.code ?? err.cause?.message].filter(Boolean).join(': ');
}
