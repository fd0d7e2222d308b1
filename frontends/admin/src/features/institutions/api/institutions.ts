import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import {
  ADMIN_INSTITUTIONS_API,
  type AdminInstitution,
  type CreateInstitutionRequest,
  type UpdateInstitutionRequest,
} from './contract';

/** GET /api/admin/institutions: every institution, for the console's Institutions panel. */
export const fetchInstitutions = () => api.get<AdminInstitution[]>(ADMIN_INSTITUTIONS_API.list);

export const institutionsQueryOptions = () => queryOptions({ queryKey: [ADMIN_INSTITUTIONS_API.list], queryFn: fetchInstitutions });

export const useInstitutions = () => useQuery(institutionsQueryOptions());

function useInstitutionsCommand<TBody, TAnswer>(command: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_INSTITUTIONS_API.list] }) });
}

/** POST /api/admin/institutions {name, domain, subdomain, tier, maxUsers, ssoEnabled}. */
export const useCreateInstitution = () =>
  useInstitutionsCommand((body: CreateInstitutionRequest) => api.post<AdminInstitution>(ADMIN_INSTITUTIONS_API.list, body));

/** PATCH /api/admin/institutions/:id {tier?, maxUsers?}. */
export const useUpdateInstitution = () =>
  useInstitutionsCommand(({ id, body }: { id: string; body: UpdateInstitutionRequest }) =>
    api.patch<AdminInstitution>(ADMIN_INSTITUTIONS_API.one(id), body),
  );
