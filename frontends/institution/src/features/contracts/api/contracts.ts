import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import {
  CONTRACTS_API,
  type Contract,
  type ContractCompliance,
  type ContractProposal,
  type ContractRoi,
  type ContractTier,
  type ContractUsage,
  type CreateProposalRequest,
  INSTITUTION_API,
} from '@scholarlens/contracts';

/** Every contracts query starts with this key, so one invalidation refreshes the panel. */
const ROOT = ['contracts'] as const;

/** A nullable answer (an empty body when there is none) as null. */
const nullable = async <T>(path: string): Promise<T | null> => (await api.get<T | null>(path)) ?? null;

const query = <T>(path: string, enabled: boolean) => queryOptions({ queryKey: [...ROOT, path], queryFn: () => nullable<T>(path), enabled });

/** GET /api/contracts/tiers (signed in only, spec inst §7). */
export const useTiers = (enabled: boolean) => useQuery(queryOptions({ queryKey: [...ROOT, CONTRACTS_API.tiers], queryFn: () => api.get<ContractTier[]>(CONTRACTS_API.tiers), enabled }));
export const useCurrentContract = (enabled: boolean) => useQuery(query<Contract>(CONTRACTS_API.current, enabled));
export const useContractUsage = (enabled: boolean) => useQuery(query<ContractUsage>(CONTRACTS_API.usage, enabled));
export const useContractCompliance = (enabled: boolean) => useQuery(query<ContractCompliance>(CONTRACTS_API.compliance, enabled));
export const useContractRoi = (enabled: boolean) => useQuery(query<ContractRoi>(CONTRACTS_API.roi, enabled));
export const useActiveProposal = (enabled: boolean) => useQuery(query<ContractProposal>(CONTRACTS_API.proposal, enabled));
/** GET /api/contracts/proposals: every proposal of the institution, newest first, each with its steps. */
export const useProposals = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: [...ROOT, CONTRACTS_API.proposals], queryFn: () => api.get<ContractProposal[]>(CONTRACTS_API.proposals), enabled }));

/** A proposal command; success refreshes the panel and the institution (signing changes its tier and seats: the badge and seat bar follow). */
function useProposalCommand<TBody>(command: (body: TBody) => Promise<ContractProposal>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [...ROOT] }), client.invalidateQueries({ queryKey: [INSTITUTION_API.institution] })]),
  });
}

/** POST /api/contracts/proposal {tier, users}. */
export const useCreateProposal = () => useProposalCommand((body: CreateProposalRequest) => api.post<ContractProposal>(CONTRACTS_API.proposal, body));

export type InstitutionStep = 'send' | 'sign' | 'withdraw';
/** POST /api/contracts/proposal/:id/{send,sign,withdraw}. */
export const useProposalStep = () =>
  useProposalCommand(({ id, step }: { id: string; step: InstitutionStep }) => api.post<ContractProposal>(CONTRACTS_API[step](id), {}));
