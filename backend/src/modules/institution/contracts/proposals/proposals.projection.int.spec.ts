/** The proposals read model on real PostgreSQL: the aggregate's state per proposal, the active one per institution, expiry when read; a rebuild equals the live table. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Position } from '../../../../platform/event-store/event-store.port.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { type ProposalEvent, proposalStreamId } from '../proposal.js';
import { ProposalsProjection } from './proposals.projection.js';
import { ActiveProposalHandler, ActiveProposalQuery, ProposalsHandler, ProposalsQuery } from './proposals.query.js';

const institutionId = '0b5a3c1e-1111-4222-8333-444455556666';
const otherInstitutionId = '0b5a3c1e-1111-4222-8333-777788889999';
const [signedId, sentId, otherId] = ['55555555-5555-4555-8555-000000000001', '55555555-5555-4555-8555-000000000002', '55555555-5555-4555-8555-000000000003'];

const created = (proposalId: string, inst: string, at: string, expiresAt: string): ProposalEvent => ({
  type: 'ProposalCreated',
  data: { proposalId, institutionId: inst, tier: 'pro', users: 100, pricePerUser: 8, price: 9600, byUserId: 'u', byEmail: 'marie@x', at, expiresAt },
});
const moved = (proposalId: string, inst: string, from: string, to: string, at: string): ProposalEvent => ({
  type: 'ProposalStatusChanged',
  data: { proposalId, institutionId: inst, from, to, by: to === 'negotiating' || to === 'approved' ? 'console' : 'institution', byUserId: 'u', byEmail: null, at } as never,
});

describe('contract-proposals projection', () => {
  const testbed = useTestEventStore(10);

  test('each proposal as its fold, the active one per institution, expiry applied when read; rebuild = live', async () => {
    const projection = new ProposalsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const append = async (id: string, events: ProposalEvent[]): Promise<Position> =>
      (await testbed.store.append(proposalStreamId(id), events.map((e) => newEvent(e)), 'any')).position;
    await append(signedId, [
      created(signedId, institutionId, '2026-01-01T00:00:00.000Z', '2026-01-31T00:00:00.000Z'),
      moved(signedId, institutionId, 'draft', 'sent', '2026-01-02T00:00:00.000Z'),
      moved(signedId, institutionId, 'sent', 'negotiating', '2026-01-03T00:00:00.000Z'),
      moved(signedId, institutionId, 'negotiating', 'approved', '2026-01-04T00:00:00.000Z'),
      moved(signedId, institutionId, 'approved', 'signed', '2026-01-05T00:00:00.000Z'),
    ]);
    await append(sentId, [created(sentId, institutionId, '2026-02-01T00:00:00.000Z', '2026-03-03T00:00:00.000Z'), moved(sentId, institutionId, 'draft', 'sent', '2026-02-02T00:00:00.000Z')]);
    const last = await append(otherId, [created(otherId, otherInstitutionId, '2026-02-01T00:00:00.000Z', '2026-03-03T00:00:00.000Z')]);
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);

    const active = new ActiveProposalHandler(testbed.db.pool);
    const feb = await active.execute(new ActiveProposalQuery(institutionId, '2026-02-10T00:00:00.000Z'));
    assert.deepEqual([feb?.id, feb?.status, feb?.price, feb?.history.map((h) => h.status)], [sentId, 'sent', 9600, ['draft', 'sent']]);
    // Past its expiry the sent proposal is no longer active; the list shows it expired, with the expiry in its history.
    assert.equal(await active.execute(new ActiveProposalQuery(institutionId, '2026-03-04T00:00:00.000Z')), null);
    const all = await new ProposalsHandler(testbed.db.pool).execute(new ProposalsQuery(institutionId, '2026-03-04T00:00:00.000Z'));
    assert.deepEqual(all.map((p) => [p.id, p.status, p.history.at(-1)?.status]), [[sentId, 'expired', 'expired'], [signedId, 'signed', 'signed']]);
    assert.deepEqual(all[1].history.map((h) => [h.status, h.by]), [['draft', 'institution'], ['sent', 'institution'], ['negotiating', 'console'], ['approved', 'console'], ['signed', 'institution']]);
    assert.equal((await new ProposalsHandler(testbed.db.pool).execute(new ProposalsQuery(null, '2026-02-10T00:00:00.000Z'))).length, 3);

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['contract_proposals'], through: last });
  });
});
