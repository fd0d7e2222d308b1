/**
 * The one way the frontends call the API (after bulletproof-react's `src/lib/api-client`).
 *
 * - Paths come from @scholarlens/contracts; requests are same-origin and always send cookies.
 * - A body is sent as JSON, with the JSON content type only then.
 * - A non-2xx answer raises an Error whose message is `${status}: ${text}` (spec core §8): the UI
 *   shows that text, and `errorStatus` reads the status back from it. The text is the server's
 *   `message` when the body is JSON carrying one (`401: Sign in to generate AI summaries`, never
 *   `401: {"message":…}`), else the body text, else the status text (`errorText`).
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
    throw new Error(`${res.status}: ${errorText(text, res.statusText)}`);
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

/**
 * What an error answer says, for a person: a JSON body's `message` (a string, or the first of a
 * list, as class-validator answers), else the body text, else the status text.
 */
export function errorText(body: string, statusText: string): string {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
      const message = Array.isArray(parsed.message) ? parsed.message.filter((m) => typeof m === 'string').join('; ') : parsed.message;
      if (typeof message === 'string' && message.trim()) return message.trim();
      if (typeof parsed.error === 'string' && parsed.error.trim()) return parsed.error.trim();
    } catch {
      // Not JSON after all: the text as it is.
    }
  }
  return text || statusText;
}

/** The text of an error the API client raised, without its status ("Sign in to generate AI summaries"). */
export function errorMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  return error.message.replace(/^\d{3}:\s*/, '');
}

/** HTTP status of an error the API client raised, if any. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const m = /^(\d{3}):/.exec(error.message);
  return m ? Number(m[1]) : null;
}
