import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import { PARTNERSHIPS_API, type PartnerOutreach, type PartnerOutreachRequest, type PartnerTarget, type PartnerTargetRequest, type PartnershipsOverview } from '@scholarlens/contracts';

const KEY = [PARTNERSHIPS_API.overview] as const;

/** GET /api/partnerships (console admins): targets, header totals, how mail leaves, the outbox. */
export const usePartnerships = (enabled: boolean) => useQuery(queryOptions({ queryKey: KEY, queryFn: () => api.get<PartnershipsOverview>(PARTNERSHIPS_API.overview), enabled }));

function usePartnershipCommand<TBody, TAnswer>(command: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** POST /api/partnerships/targets, or PUT …/targets/:id when editing. */
export const useSaveTarget = () =>
  usePartnershipCommand(({ id, body }: { id: string | null; body: PartnerTargetRequest }) =>
    id ? api.put<PartnerTarget>(PARTNERSHIPS_API.target(id), body) : api.post<PartnerTarget>(PARTNERSHIPS_API.targets, body),
  );

/** POST /api/partnerships/targets/:id/outreach {message}: a real e-mail (or the outbox without SMTP). */
export const useSendOutreach = () =>
  usePartnershipCommand(({ id, body }: { id: string; body: PartnerOutreachRequest }) => api.post<PartnerOutreach>(PARTNERSHIPS_API.outreach(id), body));
