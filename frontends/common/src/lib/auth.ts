import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type AuthUser, type UsageRecord } from '@scholarlens/contracts';
import { api, errorStatus } from './api-client';

export const AUTH_QUERY_KEY = [API.authUser] as const;
export const USAGE_QUERY_KEY = [API.usage] as const;

/** GET /api/auth/user; 401 means anonymous (null), not an error. */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  try {
    return await api.get<AuthUser>(API.authUser);
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

export const authUserQueryOptions = () => queryOptions({ queryKey: AUTH_QUERY_KEY, queryFn: fetchAuthUser });

export function useAuth() {
  const query = useQuery(authUserQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
    error: query.error,
  };
}

/** GET /api/usage: today's usage of metered features for the signed-in user. */
export const fetchUsage = () => api.get<UsageRecord[]>(API.usage);

export const usageQueryOptions = (signedIn: boolean) => queryOptions({ queryKey: USAGE_QUERY_KEY, queryFn: fetchUsage, enabled: signedIn });

/** Today's usage of metered features for the signed-in user (empty when anonymous). */
export function useUsage() {
  const { user } = useAuth();
  const query = useQuery(usageQueryOptions(user !== null));
  return { usage: user ? (query.data ?? []) : [], isLoading: query.isLoading, error: query.error };
}
