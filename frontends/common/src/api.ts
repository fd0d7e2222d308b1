import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Raise `${status}: ${body text || statusText}` for non-2xx answers (spec core §8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    let text = '';
    try {
      text = await res.text();
    } catch {
      text = '';
    }
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
}

/** Fetch with cookies; JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** GET a JSON document, raising on non-2xx. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

/** HTTP status of an error raised by apiRequest/getJson, if any. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const m = /^(\d{3}):/.exec(error.message);
  return m ? Number(m[1]) : null;
}

/** Default query function: joins the queryKey segments with '/' and GETs it. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) =>
  getJson<unknown>(queryKey.map(String).join('/'));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
