/**
 * The institution's contract (stream `contract-<institutionId>`, spec inst §2 "Contract
 * management"): each `ContractStarted` is the license from then on (tier, licensed users, price,
 * period), started by signing a proposal or by a console administrator. The stream is short (one
 * event per contract), so the current contract is read by folding it.
 */
import type { Contract, InstitutionTier } from '@scholarlens/contracts';

export type ContractStarted = {
  type: 'ContractStarted';
  data: {
    institutionId: string;
    tier: InstitutionTier;
    licensedUsers: number;
    pricePerUser: number;
    monthlyCost: number;
    /** YYYY-MM-DD, inclusive. */
    startDate: string;
    endDate: string;
    proposalId: string | null;
    byUserId: string;
    at: string;
  };
};
export type ContractEvent = ContractStarted;
export const CONTRACT_EVENT_TYPES = ['ContractStarted'] as const;

export type ContractState = { current: ContractStarted['data'] | null };
export const initialContractState: ContractState = { current: null };

export function evolve(_state: ContractState, event: ContractEvent): ContractState {
  return { current: event.data };
}

/** The contract as of `today` (YYYY-MM-DD): expired once its end date has passed. */
export function contractAnswer(c: ContractStarted['data'], today: string): Contract {
  return {
    tier: c.tier,
    licensedUsers: c.licensedUsers,
    pricePerUser: c.pricePerUser,
    monthlyCost: c.monthlyCost,
    startDate: c.startDate,
    endDate: c.endDate,
    status: today > c.endDate ? 'expired' : 'active',
    proposalId: c.proposalId,
    signedAt: c.at,
  };
}

/** The last day of a term of `months` starting on `start` (YYYY-MM-DD, UTC). */
export function contractEnd(start: string, months: number): string {
  const d = new Date(`${start}T00:00:00.000Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function contractStreamId(institutionId: string): string {
  return `contract-${institutionId}`;
}
