/** The proposal lifecycle: every allowed step, every refused one (409 naming both statuses), who takes which step, expiry. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTRACT_MESSAGES, PROPOSAL_STATUSES, type ProposalParty, type ProposalStatus } from '@scholarlens/contracts';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type CreateProposal, PROPOSAL_STEPS, type ProposalCommand, type ProposalStep, decide } from './proposal.decider.js';
import { type ProposalEvent, effectiveStatus, evolve, historyAt, initialProposalState } from './proposal.js';

const proposalId = '55555555-5555-4555-8555-555555555555';
const institutionId = '0b5a3c1e-1111-4222-8333-444455556666';
const at = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';
const expiresAt = '2026-03-31T10:00:00.000Z';
const create = (over: Partial<CreateProposal['data']> = {}): ProposalCommand => ({
  type: 'CreateProposal',
  data: { party: 'institution', userId: 'marie', email: 'marie@x', at, proposalId, institutionId, tier: 'pro', users: 1000, tierMaxUsers: 5000, pricePerUser: 8, expiresAt, ...over },
});
const move = (to: ProposalStep, party: ProposalParty = PROPOSAL_STEPS[to].by, when = later): ProposalCommand => ({
  type: 'MoveProposal',
  data: { party, userId: party, email: null, at: when, to },
});

function given(...events: ProposalEvent[]) {
  const state = events.reduce(evolve, initialProposalState);
  return { state, when: (command: ProposalCommand) => decide(command, state) };
}

/** The events that bring a new proposal to `status` along the lifecycle. */
function eventsTo(status: ProposalStatus): ProposalEvent[] {
  const path: Record<string, ProposalStep[]> = {
    draft: [],
    sent: ['sent'],
    negotiating: ['sent', 'negotiating'],
    approved: ['sent', 'negotiating', 'approved'],
    signed: ['sent', 'negotiating', 'approved', 'signed'],
    withdrawn: ['withdrawn'],
  };
  let events = given().when(create());
  for (const step of path[status]) events = [...events, ...given(...events).when(move(step))];
  return events;
}

describe('proposal decider', () => {
  it('creates a draft priced per year = tier price × users × 12', () => {
    const [event] = given().when(create());
    assert.deepEqual(event, {
      type: 'ProposalCreated',
      data: { proposalId, institutionId, tier: 'pro', users: 1000, pricePerUser: 8, price: 96_000, byUserId: 'marie', byEmail: 'marie@x', at, expiresAt },
    });
    const state = given(event).state;
    assert.equal(state.status, 'draft');
  });

  it('refuses users outside 1–50,000 or above the tier, a console creator, and a second creation', () => {
    for (const users of [0, 50_001, 1.5, -3]) {
      assert.throws(() => given().when(create({ users, tierMaxUsers: 50_000 })), (e: unknown) => isDomainError('invalid')(e) && /^users:/.test((e as Error).message));
    }
    assert.throws(() => given().when(create({ users: 501, tier: 'basic', tierMaxUsers: 500 })), /basic tier allows at most 500/);
    assert.throws(() => given().when(create({ party: 'console' })), isDomainError('forbidden'));
    assert.throws(() => given(...given().when(create())).when(create()), isDomainError('conflict'));
  });

  it('allows exactly the steps of the lifecycle, each by its party; every other step is 409 naming both statuses', () => {
    const statuses: ProposalStatus[] = ['draft', 'sent', 'negotiating', 'approved', 'signed', 'withdrawn'];
    let allowed = 0;
    let refused = 0;
    for (const from of statuses) {
      const history = eventsTo(from);
      for (const to of Object.keys(PROPOSAL_STEPS) as ProposalStep[]) {
        const when = () => given(...history).when(move(to));
        if (PROPOSAL_STEPS[to].from.includes(from)) {
          const [event] = when();
          assert.deepEqual([event.type, (event.data as { from: string }).from, (event.data as { to: string }).to], ['ProposalStatusChanged', from, to]);
          allowed++;
        } else {
          assert.throws(when, (e: unknown) => isDomainError('conflict')(e) && (e as Error).message === CONTRACT_MESSAGES.transition(from, to), `${from} → ${to}`);
          refused++;
        }
      }
    }
    assert.deepEqual([allowed, refused], [6, 24]);
  });

  it('each step is taken by its own party only (403 otherwise)', () => {
    for (const [to, step] of Object.entries(PROPOSAL_STEPS) as [ProposalStep, (typeof PROPOSAL_STEPS)[ProposalStep]][]) {
      const other: ProposalParty = step.by === 'institution' ? 'console' : 'institution';
      const from = step.from[0];
      assert.throws(() => given(...eventsTo(from)).when(move(to, other)), isDomainError('forbidden'), `${to} by ${other}`);
    }
  });

  it('an open proposal past its expiry is expired and takes no step; the history shows the expiry', () => {
    const events = eventsTo('sent');
    const { state } = given(...events);
    if (state.status === 'none') assert.fail('no proposal');
    assert.equal(effectiveStatus(state, '2026-03-30T10:00:00.000Z'), 'sent');
    assert.equal(effectiveStatus(state, expiresAt), 'expired');
    assert.throws(() => given(...events).when(move('negotiating', 'console', expiresAt)), (e: unknown) => (e as Error).message === CONTRACT_MESSAGES.transition('expired', 'negotiating'));
    assert.deepEqual(historyAt(state, expiresAt).map((h) => [h.status, h.by]), [['draft', 'institution'], ['sent', 'institution'], ['expired', 'system']]);
    const signed = given(...eventsTo('signed')).state;
    if (signed.status !== 'none') assert.equal(effectiveStatus(signed, '2027-01-01T00:00:00.000Z'), 'signed');
    assert.ok(PROPOSAL_STATUSES.includes('expired'));
  });

  it('a step on no proposal is not found', () => {
    assert.throws(() => given().when(move('sent')), isDomainError('not-found'));
  });
});
