/**
 * The search alerts' inbox, which the shell's bell and discovery's alerts page both show: the
 * newest matches and the unread count (refreshed every minute), and marking them read.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALERTS_API, type AlertInbox } from '@scholarlens/contracts';
import { api } from './api-client';

export const ALERT_INBOX_QUERY_KEY = [ALERTS_API.inbox] as const;

export const alertInboxQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: ALERT_INBOX_QUERY_KEY, queryFn: () => api.get<AlertInbox>(ALERTS_API.inbox), enabled: signedIn, refetchInterval: 60_000 });

export const useAlertInbox = (signedIn: boolean) => useQuery(alertInboxQueryOptions(signedIn));

/** POST /api/alerts/inbox/seen: everything matched so far is read; the answer is the inbox. */
export function useMarkAlertsSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AlertInbox>(ALERTS_API.inboxSeen),
    onSuccess: (inbox) => client.setQueryData(ALERT_INBOX_QUERY_KEY, inbox),
  });
}
