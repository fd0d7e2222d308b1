import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALERTS_API,
  type AlertFrequency,
  type AlertMailAnswer,
  type SearchAlert,
  type SearchAlertRequest,
  type SearchAlertsAnswer,
} from '@scholarlens/contracts';
import { ALERT_INBOX_QUERY_KEY, api } from '@scholarlens/common';

const ALERTS_KEY = [ALERTS_API.alerts] as const;

/** GET /api/alerts: the caller's alerts and their plan's limit. */
export const alertsQueryOptions = (signedIn: boolean) => queryOptions({ queryKey: ALERTS_KEY, queryFn: () => api.get<SearchAlertsAnswer>(ALERTS_API.alerts), enabled: signedIn });
export const useAlerts = (signedIn: boolean) => useQuery(alertsQueryOptions(signedIn));

/** GET /api/alerts/mail: whether digests are mailed, and the messages kept while they are not. */
export const alertMailQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: [ALERTS_API.mail], queryFn: () => api.get<AlertMailAnswer>(ALERTS_API.mail), enabled: signedIn });
export const useAlertMail = (signedIn: boolean) => useQuery(alertMailQueryOptions(signedIn));

function useAlertsChange<V, R>(mutationFn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ALERTS_KEY });
      void qc.invalidateQueries({ queryKey: ALERT_INBOX_QUERY_KEY });
    },
  });
}

/** POST /api/alerts (403 on the free plan or past the plan's limit: the server's message says which). */
export const useSaveAlert = () => useAlertsChange((body: SearchAlertRequest) => api.post<SearchAlert>(ALERTS_API.alerts, body));
export const useChangeAlert = () =>
  useAlertsChange(({ id, frequency }: { id: string; frequency: AlertFrequency }) => api.patch<SearchAlert>(ALERTS_API.alert(id), { frequency }));
export const useDeleteAlert = () => useAlertsChange((id: string) => api.delete(ALERTS_API.alert(id)));
