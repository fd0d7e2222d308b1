/**
 * The one way the frontends call the API (after bulletproof-react's `src/lib/api-client`).
 *
 * - Paths come from @scholarlens/contracts; requests are same-origin and always send cookies.
 * - A body is sent as JSON, with the JSON content type only then.
 * - A non-2xx answer raises an Error whose message is `${status}: ${body text || statusText}`
 *   (spec core §8): the UI shows that text, and `errorStatus` reads the status back from it.
 * - The answer's body is parsed as JSON; an empty body (204, or nothing sent) is `undefined`.
 *
 * Features never call this from components: each `features/<f>/api/<thing>.ts` pairs a typed
 * fetcher built on it with its query options and its hook.
 */

/** An answer together with its headers, for the few callers that read one (X-Next-Cursor, X-Search-Ranking). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown): Promise<ApiResponse<T>> {
  const hasBody = body !== undefined;
  const res = await fetch(path, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  if (!res.ok) {
    let text = '';
    try {
      text = await res.text();
    } catch {
      text = '';
    }
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  const text = res.status === 204 ? '' : await res.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, status: res.status, headers: res.headers };
}

const dataOf = <T>(answer: Promise<ApiResponse<T>>): Promise<T> => answer.then((a) => a.data);

export const api = {
  get: <T>(path: string): Promise<T> => dataOf(request<T>('GET', path)),
  post: <T = void>(path: string, body?: unknown): Promise<T> => dataOf(request<T>('POST', path, body)),
  put: <T = void>(path: string, body?: unknown): Promise<T> => dataOf(request<T>('PUT', path, body)),
  patch: <T = void>(path: string, body?: unknown): Promise<T> => dataOf(request<T>('PATCH', path, body)),
  delete: <T = void>(path: string): Promise<T> => dataOf(request<T>('DELETE', path)),
  /** GET, keeping the answer's status and headers. */
  getWithHeaders: <T>(path: string): Promise<ApiResponse<T>> => request<T>('GET', path),
};

/** HTTP status of an error the API client raised, if any. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const m = /^(\d{3}):/.exec(error.message);
  return m ? Number(m[1]) : null;
}

/**
 * The server's own `{message}` out of an API client error ("409: {\"message\":\"...\"}"), for
 * toasts and field errors a person reads; null when the answer carried none (then show a
 * sentence of your own, never the raw body).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = error.message.replace(/^\d{3}:\s*/, '');
  try {
    const m = (JSON.parse(body) as { message?: unknown }).message;
    return typeof m === 'string' && m.trim() ? m : null;
  } catch {
    return null;
  }
}
