/**
 * One call to an integration's service with a timeout; the answer's status and text, or the network
 * failure as an error naming the service. Administrators choose some of these addresses (a webhook,
 * Slack, Teams or Canvas URL), so every call goes through the guarded dispatcher
 * (platform/external/http/guarded-dispatcher.ts): the socket connects only to an address checked
 * when it connects, never a private, loopback or link-local one (cloud metadata) unless
 * INTEGRATION_ALLOW_PRIVATE_HOSTS allows it, so a DNS answer changed after the configuration was
 * checked cannot reach inside. Redirects are not followed.
 */
import type { Agent } from 'undici';
import { RefusedAddressError } from '../../../../platform/external/http/address-guard.js';
import { guardedDispatcher, guardedFetch } from '../../../../platform/external/http/guarded-dispatcher.js';

export interface HttpAnswer {
  status: number;
  text: string;
  headers: Headers;
}

/** What a call needs of the integrations' configuration. */
export interface CallSettings {
  httpTimeoutMs: number;
  allowPrivateHosts: boolean;
}

/** The deepest cause of a failed fetch (undici wraps connect errors in TypeError('fetch failed')), a refusal first. */
function reasonOf(err: Error): Error {
  let e = err as Error & { cause?: unknown };
  while (!(e instanceof RefusedAddressError) && e.cause instanceof Error) e = e.cause as Error & { cause?: unknown };
  return e;
}

export class ServiceUnreachable extends Error {
  constructor(service: string, url: string, cause: Error) {
    super(`${service} could not be reached at ${new URL(url).origin} (${cause.name === 'TimeoutError' ? 'timed out' : reasonOf(cause).message})`);
    this.name = 'ServiceUnreachable';
  }
}

/** One dispatcher per setting for the process, so connections are reused as with the global fetch. */
const dispatchers = new Map<boolean, Agent>();
function dispatcherFor(allowPrivate: boolean): Agent {
  let dispatcher = dispatchers.get(allowPrivate);
  if (!dispatcher) {
    dispatcher = guardedDispatcher(allowPrivate);
    dispatchers.set(allowPrivate, dispatcher);
  }
  return dispatcher;
}

export async function callService(service: string, url: string, init: RequestInit, settings: CallSettings): Promise<HttpAnswer> {
  let res: Response;
  try {
    res = await guardedFetch(dispatcherFor(settings.allowPrivateHosts))(url, { ...init, signal: AbortSignal.timeout(settings.httpTimeoutMs) });
  } catch (err) {
    throw new ServiceUnreachable(service, url, err as Error);
  }
  return { status: res.status, text: await res.text(), headers: res.headers };
}

export const ok = (status: number) => status >= 200 && status < 300;
/** The first characters of an answer, for the delivery log and error messages. */
export const excerpt = (text: string, n = 500) => (text.length > n ? `${text.slice(0, n)}…` : text);
