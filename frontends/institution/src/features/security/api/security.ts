import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import {
  AUDIT_FILTERS,
  type AuditLogEntry,
  NEXT_CURSOR_HEADER,
  type PasswordPolicy,
  SECURITY_API,
  type SecurityConfig,
  type SecurityStatus,
  type UpdateSecurityConfigRequest,
} from '@scholarlens/contracts';

/** Every security query starts with this key: one invalidation refreshes config, status and log. */
const ROOT = ['security'] as const;

const withAsOf = (path: string, asOf: string | null) => (asOf ? `${path}?${new URLSearchParams({ asOf })}` : path);

/** GET /api/security/config[?asOf=]: now, or as it was at `asOf` (ISO). */
export const useSecurityConfig = (asOf: string | null) =>
  useQuery(queryOptions({ queryKey: [...ROOT, 'config', asOf], queryFn: () => api.get<SecurityConfig>(withAsOf(SECURITY_API.config, asOf)) }));

/** GET /api/security/status[?asOf=]: the switches, figures and the §9 score. */
export const useSecurityStatus = (asOf: string | null) =>
  useQuery(queryOptions({ queryKey: [...ROOT, 'status', asOf], queryFn: () => api.get<SecurityStatus>(withAsOf(SECURITY_API.status, asOf)) }));

export type AuditFilter = (typeof AUDIT_FILTERS)[number]['value'];

/** The audit log query string: the filter's actions, up to `asOf`, from a cursor. */
export function auditLogQuery(filter: AuditFilter, asOf: string | null, cursor?: string): string {
  const params = new URLSearchParams();
  const chosen = AUDIT_FILTERS.find((f) => f.value === filter);
  if (chosen && filter !== 'all') params.set('action', chosen.actions.join(','));
  if (asOf) params.set('to', asOf);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** GET /api/security/audit-logs, newest first, a page at a time (X-Next-Cursor). */
export const useAuditLog = (filter: AuditFilter, asOf: string | null, enabled: boolean) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...ROOT, 'audit', filter, asOf],
      enabled,
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ pageParam }) => {
        const answer = await api.getWithHeaders<AuditLogEntry[]>(`${SECURITY_API.auditLogs}?${auditLogQuery(filter, asOf, pageParam)}`);
        return { entries: answer.data, next: answer.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
      },
      getNextPageParam: (last) => last.next,
    }),
  );

/** A change that refreshes config, status and the log when it succeeds (spec inst §8: success refreshes config and status). */
function useSecurityCommand<TBody>(command: (body: TBody) => Promise<SecurityConfig>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => client.invalidateQueries({ queryKey: [...ROOT] }) });
}

/** PATCH /api/security/config with one setting. */
export const useUpdateSecurityConfig = () => useSecurityCommand((body: UpdateSecurityConfigRequest) => api.patch<SecurityConfig>(SECURITY_API.config, body));

/** POST /api/security/ip-whitelist {ipRange}. */
export const useAddIpRange = () => useSecurityCommand((ipRange: string) => api.post<SecurityConfig>(SECURITY_API.ipWhitelist, { ipRange }));

/** DELETE /api/security/ip-whitelist/:ipRange (the Remove button). */
export const useRemoveIpRange = () => useSecurityCommand((ipRange: string) => api.delete<SecurityConfig>(SECURITY_API.ipWhitelistEntry(ipRange)));

/** Configuration changes after `since` up to now, newest first: "what changed since then, and who changed it". */
export const useChangesSince = (since: string | null, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...ROOT, 'changes-since', since],
      enabled: enabled && since !== null,
      queryFn: () =>
        api.get<AuditLogEntry[]>(`${SECURITY_API.auditLogs}?${new URLSearchParams({ action: 'CONFIG_CHANGE', from: since ?? '', limit: '200' })}`),
    }),
  );

/** PUT /api/security/password-policy with the whole policy. */
export const useChangePasswordPolicy = () =>
  useSecurityCommand((policy: PasswordPolicy) => api.put<SecurityConfig>(SECURITY_API.passwordPolicy, policy));

/** DELETE /api/security/data-keys: crypto-shreds what the institution's keys sealed. */
export const useDestroyDataKeys = () => useSecurityCommand(() => api.delete<SecurityConfig>(SECURITY_API.dataKeys));
