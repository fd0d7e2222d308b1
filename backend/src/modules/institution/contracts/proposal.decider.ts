/**
 * What each step of a proposal decides (pure; docs/ARCHITECTURE.md §3). The lifecycle is one table:
 * each target status names the statuses it may follow and the party that takes the step. The
 * institution's administrators create, send, sign and withdraw; a console administrator marks
 * negotiating and approved. A step the table does not allow is a conflict naming both statuses; an
 * expired proposal takes no step at all.
 */
import { CONTRACT_MESSAGES, type InstitutionTier, PROPOSAL_LIMITS, type ProposalParty, type ProposalStatus, proposalCost } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type ProposalEvent, type ProposalState, effectiveStatus, evolve, initialProposalState, proposalStreamId } from './proposal.js';

/** Who acts, and when (the handler passes the clock). */
export interface Actor {
  party: ProposalParty;
  userId: string;
  email: string | null;
  at: string;
}

export type CreateProposal = {
  type: 'CreateProposal';
  data: Actor & { proposalId: string; institutionId: string; tier: InstitutionTier; users: number; tierMaxUsers: number; pricePerUser: number; expiresAt: string };
};
/** The steps after creation: the target status. */
export type ProposalStep = Exclude<ProposalStatus, 'draft' | 'expired'>;
export type MoveProposal = { type: 'MoveProposal'; data: Actor & { to: ProposalStep } };
export type ProposalCommand = CreateProposal | MoveProposal;

/** The lifecycle: for each step, the statuses it may follow and who takes it. */
export const PROPOSAL_STEPS: Record<ProposalStep, { from: readonly ProposalStatus[]; by: ProposalParty }> = {
  sent: { from: ['draft'], by: 'institution' },
  negotiating: { from: ['sent'], by: 'console' },
  approved: { from: ['negotiating'], by: 'console' },
  signed: { from: ['approved'], by: 'institution' },
  withdrawn: { from: ['draft', 'sent'], by: 'institution' },
};

export function decide(command: ProposalCommand, state: ProposalState): ProposalEvent[] {
  const d = command.data;
  switch (command.type) {
    case 'CreateProposal': {
      const c = command.data;
      if (state.status !== 'none') throw new DomainError('conflict', 'The proposal exists already');
      if (d.party !== 'institution') throw new DomainError('forbidden', CONTRACT_MESSAGES.institutionStep);
      if (!Number.isInteger(c.users) || c.users < PROPOSAL_LIMITS.minUsers || c.users > PROPOSAL_LIMITS.maxUsers) {
        throw new DomainError('invalid', `users: must be an integer from ${PROPOSAL_LIMITS.minUsers} to ${PROPOSAL_LIMITS.maxUsers}`);
      }
      if (c.users > c.tierMaxUsers) throw new DomainError('invalid', `users: the ${c.tier} tier allows at most ${c.tierMaxUsers} users`);
      const price = proposalCost(c.pricePerUser, c.users).annual;
      return [
        {
          type: 'ProposalCreated',
          data: {
            proposalId: c.proposalId,
            institutionId: c.institutionId,
            tier: c.tier,
            users: c.users,
            pricePerUser: c.pricePerUser,
            price,
            byUserId: c.userId,
            byEmail: c.email,
            at: c.at,
            expiresAt: c.expiresAt,
          },
        },
      ];
    }
    case 'MoveProposal': {
      if (state.status === 'none') throw new DomainError('not-found', CONTRACT_MESSAGES.proposalNotFound);
      const to = command.data.to;
      const step = PROPOSAL_STEPS[to];
      if (d.party !== step.by) throw new DomainError('forbidden', step.by === 'console' ? CONTRACT_MESSAGES.consoleStep : CONTRACT_MESSAGES.institutionStep);
      const from = effectiveStatus(state, d.at);
      if (!step.from.includes(from)) throw new DomainError('conflict', CONTRACT_MESSAGES.transition(from, to));
      return [
        {
          type: 'ProposalStatusChanged',
          data: { proposalId: state.proposalId, institutionId: state.institutionId, from, to, by: d.party, byUserId: d.userId, byEmail: d.email, at: d.at },
        },
      ];
    }
  }
}

export const proposalAggregate: Aggregate<ProposalEvent, ProposalState, ProposalCommand> = {
  streamId: proposalStreamId,
  initial: initialProposalState,
  evolve,
  decide,
  // One party acts at a time on a proposal; a concurrent step means the other one moved it first.
  conflicts: 'refuse',
};
