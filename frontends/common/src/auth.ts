import { useQuery } from '@tanstack/react-query';
import { API, type AuthUser, type UsageRecord } from '@scholarlens/contracts';
import { apiRequest } from './api';

export const AUTH_QUERY_KEY = [API.authUser] as const;
export const USAGE_QUERY_KEY = [API.usage] as const;

/** GET /api/auth/user; 401 means anonymous (null), not an error. */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  const res = await fetch(API.authUser, { credentials: 'include' });
  if (res.status === 401) return null;
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as AuthUser;
}

export function useAuth() {
  const query = useQuery<AuthUser | null>({ queryKey: AUTH_QUERY_KEY, queryFn: fetchAuthUser });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
    error: query.error,
  };
}

/** Today's usage of metered features for the signed-in user (empty when anonymous). */
export function useUsage() {
  const { user } = useAuth();
  const query = useQuery<UsageRecord[]>({
    queryKey: USAGE_QUERY_KEY,
    queryFn: async () => (await (await apiRequest('GET', API.usage)).json()) as UsageRecord[],
    enabled: user !== null,
  });
  return { usage: user ? (query.data ?? []) : [], isLoading: query.isLoading, error: query.error };
}
