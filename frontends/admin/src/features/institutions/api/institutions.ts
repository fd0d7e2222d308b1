import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import {
  INSTITUTION_API,
  type AdminInstitution,
  type CreateInstitutionRequest,
  type UpdateInstitutionRequest,
} from '@scholarlens/contracts';

/** GET /api/admin/institutions: every institution, for the console's Institutions panel. */
export const fetchInstitutions = () => api.get<AdminInstitution[]>(INSTITUTION_API.adminInstitutions);

export const institutionsQueryOptions = () => queryOptions({ queryKey: [INSTITUTION_API.adminInstitutions], queryFn: fetchInstitutions });

export const useInstitutions = () => useQuery(institutionsQueryOptions());

function useInstitutionsCommand<TBody, TAnswer>(command: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => client.invalidateQueries({ queryKey: [INSTITUTION_API.adminInstitutions] }) });
}

/** POST /api/admin/institutions {name, domain, subdomain, tier, maxUsers, ssoEnabled}. */
export const useCreateInstitution = () =>
  useInstitutionsCommand((body: CreateInstitutionRequest) => api.post<AdminInstitution>(INSTITUTION_API.adminInstitutions, body));

/** PATCH /api/admin/institutions/:id {tier?, maxUsers?}. */
export const useUpdateInstitution = () =>
  useInstitutionsCommand(({ id, body }: { id: string; body: UpdateInstitutionRequest }) =>
    api.patch<AdminInstitution>(INSTITUTION_API.adminInstitution(id), body),
  );
