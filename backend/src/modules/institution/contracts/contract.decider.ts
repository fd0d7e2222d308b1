/**
 * What starting a contract decides (pure): licensed users within the proposal limits, an end after
 * the start; starting again from the same signed proposal is no event (a sign retried after a
 * failure part-way starts nothing twice).
 */
import { type InstitutionTier, PROPOSAL_LIMITS, proposalCost } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type ContractEvent, type ContractState, contractStreamId, evolve, initialContractState } from './contract.js';

export type StartContract = {
  type: 'StartContract';
  data: {
    institutionId: string;
    tier: InstitutionTier;
    licensedUsers: number;
    pricePerUser: number;
    startDate: string;
    endDate: string;
    proposalId: string | null;
    byUserId: string;
    at: string;
  };
};
export type ContractCommand = StartContract;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function decide(command: ContractCommand, state: ContractState): ContractEvent[] {
  const c = command.data;
  if (c.proposalId !== null && state.current?.proposalId === c.proposalId) return [];
  if (!Number.isInteger(c.licensedUsers) || c.licensedUsers < PROPOSAL_LIMITS.minUsers || c.licensedUsers > PROPOSAL_LIMITS.maxUsers) {
    throw new DomainError('invalid', `users: must be an integer from ${PROPOSAL_LIMITS.minUsers} to ${PROPOSAL_LIMITS.maxUsers}`);
  }
  if (!DATE.test(c.startDate) || !DATE.test(c.endDate) || c.endDate <= c.startDate) {
    throw new DomainError('invalid', 'endDate: must be a date (YYYY-MM-DD) after startDate');
  }
  return [{ type: 'ContractStarted', data: { ...c, monthlyCost: proposalCost(c.pricePerUser, c.licensedUsers).monthly } }];
}

export const contractAggregate: Aggregate<ContractEvent, ContractState, ContractCommand> = {
  streamId: contractStreamId,
  initial: initialContractState,
  evolve,
  decide,
};
