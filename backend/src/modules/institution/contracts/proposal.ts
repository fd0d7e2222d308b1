/**
 * A contract proposal (stream `proposal-<id>`, spec inst §3 "Proposal"): an institution asks for a
 * tier and a number of users at a price per year; the proposal then moves through its lifecycle,
 * each step one `ProposalStatusChanged` carrying who took it and when. Expiry is a matter of time,
 * not an event: a proposal not signed or withdrawn by `expiresAt` is expired from then on
 * (`effectiveStatus`), so no timer has to run for it to be true.
 */
import type { InstitutionTier, ProposalHistoryEntry, ProposalParty, ProposalStatus } from '@scholarlens/contracts';

export type ProposalCreated = {
  type: 'ProposalCreated';
  data: {
    proposalId: string;
    institutionId: string;
    tier: InstitutionTier;
    users: number;
    pricePerUser: number;
    price: number;
    byUserId: string;
    byEmail: string | null;
    at: string;
    expiresAt: string;
  };
};
export type ProposalStatusChanged = {
  type: 'ProposalStatusChanged';
  data: { proposalId: string; institutionId: string; from: ProposalStatus; to: ProposalStatus; by: ProposalParty; byUserId: string; byEmail: string | null; at: string };
};
export type ProposalEvent = ProposalCreated | ProposalStatusChanged;
export const PROPOSAL_EVENT_TYPES = ['ProposalCreated', 'ProposalStatusChanged'] as const;

export type ProposalState =
  | { status: 'none' }
  | {
      status: Exclude<ProposalStatus, 'expired'>;
      proposalId: string;
      institutionId: string;
      tier: InstitutionTier;
      users: number;
      pricePerUser: number;
      price: number;
      createdAt: string;
      expiresAt: string;
      history: ProposalHistoryEntry[];
    };
export type ExistingProposal = Exclude<ProposalState, { status: 'none' }>;

export const initialProposalState: ProposalState = { status: 'none' };

/** Statuses in which a proposal still moves (and so can expire). */
export const OPEN_STATUSES: readonly ProposalStatus[] = ['draft', 'sent', 'negotiating', 'approved'];

export function evolve(state: ProposalState, event: ProposalEvent): ProposalState {
  switch (event.type) {
    case 'ProposalCreated': {
      const d = event.data;
      return {
        status: 'draft',
        proposalId: d.proposalId,
        institutionId: d.institutionId,
        tier: d.tier,
        users: d.users,
        pricePerUser: d.pricePerUser,
        price: d.price,
        createdAt: d.at,
        expiresAt: d.expiresAt,
        history: [{ status: 'draft', at: d.at, by: 'institution', byEmail: d.byEmail }],
      };
    }
    case 'ProposalStatusChanged': {
      if (state.status === 'none') return state;
      const d = event.data;
      return { ...state, status: d.to as ExistingProposal['status'], history: [...state.history, { status: d.to, at: d.at, by: d.by, byEmail: d.byEmail }] };
    }
  }
}

/** The status at `at`: an open proposal past its expiry is expired. */
export function effectiveStatus(state: ExistingProposal, at: string): ProposalStatus {
  return OPEN_STATUSES.includes(state.status) && Date.parse(at) >= Date.parse(state.expiresAt) ? 'expired' : state.status;
}

/** The history with the expiry appended when it has happened by `at`. */
export function historyAt(state: ExistingProposal, at: string): ProposalHistoryEntry[] {
  return effectiveStatus(state, at) === 'expired' ? [...state.history, { status: 'expired', at: state.expiresAt, by: 'system', byEmail: null }] : state.history;
}

export function proposalStreamId(proposalId: string): string {
  return `proposal-${proposalId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Proposal ids are UUIDs: anything else names no proposal (404) without reading a stream. */
export const isProposalId = (id: string) => UUID.test(id);
