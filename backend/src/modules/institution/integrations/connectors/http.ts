/** One call to an integration's service with a timeout; the answer's status and text, or the network failure as an error naming the service. */
export interface HttpAnswer {
  status: number;
  text: string;
  headers: Headers;
}

export class ServiceUnreachable extends Error {
  constructor(service: string, url: string, cause: Error) {
    super(`${service} could not be reached at ${new URL(url).origin} (${cause.name === 'TimeoutError' ? 'timed out' : cause.message})`);
    this.name = 'ServiceUnreachable';
  }
}

export async function callService(service: string, url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new ServiceUnreachable(service, url, err as Error);
  }
  return { status: res.status, text: await res.text(), headers: res.headers };
}

export const ok = (status: number) => status >= 200 && status < 300;
/** The first characters of an answer, for the delivery log and error messages. */
export const excerpt = (text: string, n = 500) => (text.length > n ? `${text.slice(0, n)}…` : text);
