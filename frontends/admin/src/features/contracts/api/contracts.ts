import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import { type AdminContractProposal, CONTRACTS_API, type ContractProposal, INSTITUTION_API } from '@scholarlens/contracts';

/** GET /api/admin/contracts/proposals: every institution's proposals, newest first. */
export const proposalsQueryOptions = () =>
  queryOptions({ queryKey: [CONTRACTS_API.adminProposals], queryFn: () => api.get<AdminContractProposal[]>(CONTRACTS_API.adminProposals) });

export const useAdminProposals = () => useQuery(proposalsQueryOptions());

export type ConsoleStep = 'negotiating' | 'approved';

/** POST /api/admin/contracts/proposals/:id/{negotiating,approved}; refreshes the proposals and the institutions (their seats). */
export const useConsoleStep = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: ConsoleStep }) =>
      api.post<ContractProposal>(step === 'negotiating' ? CONTRACTS_API.adminNegotiating(id) : CONTRACTS_API.adminApprove(id), {}),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: [CONTRACTS_API.adminProposals] }), client.invalidateQueries({ queryKey: [INSTITUTION_API.adminInstitutions] })]),
  });
};
