/** The API keys projection on real PostgreSQL: keys per institution, a revoked key no longer found by its hash; a rebuild equals the live read model. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { RouteTimings } from '../../../../platform/logging/route-timings.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { apiKeyAggregate } from '../api-key.decider.js';
import { ApiKeysProjection } from './api-keys.projection.js';
import { ApiKeysOfInstitutionHandler, ApiKeysOfInstitutionQuery, LiveApiKeyByHashHandler, LiveApiKeyByHashQuery } from './api-keys.query.js';

describe('api-keys projection', () => {
  const testbed = useTestEventStore(10);

  test('keys per institution; a revoked key is not live; rebuild = live', async () => {
    const projection = new ApiKeysProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const [institution, other, k1, k2, k3, member] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const create = (keyId: string, institutionId: string, at: string) =>
      handleCommand(testbed.store, apiKeyAggregate, keyId, {
        type: 'CreateApiKey',
        data: { keyId, institutionId, name: `Key ${keyId.slice(0, 4)}`, prefix: 'sk_live_abcd', secretHash: `hash-${keyId}`, memberId: member, userId: 'u1', at, role: 'admin', activeKeys: 0 },
      });
    await create(k1, institution, '2026-11-26T10:00:00.000Z');
    await create(k2, institution, '2026-11-26T11:00:00.000Z');
    await create(k3, other, '2026-11-26T12:00:00.000Z');
    const last = await handleCommand(testbed.store, apiKeyAggregate, k1, {
      type: 'RevokeApiKey',
      data: { keyId: k1, institutionId: institution, memberId: member, userId: 'u1', at: '2026-11-26T13:00:00.000Z', role: 'admin' },
    });
    await waitForProjections(testbed.db.pool, [projection.name], last.position!, 10_000);

    const keys = await new ApiKeysOfInstitutionHandler(testbed.db.pool, new RouteTimings(testbed.db.pool)).execute(new ApiKeysOfInstitutionQuery(institution));
    assert.deepEqual(keys.map((k) => [k.id, k.revokedAt]), [
      [k2, null],
      [k1, '2026-11-26T13:00:00.000Z'],
    ]);
    const live = new LiveApiKeyByHashHandler(testbed.db.pool);
    assert.equal(await live.execute(new LiveApiKeyByHashQuery(`hash-${k1}`)), null);
    assert.deepEqual(await live.execute(new LiveApiKeyByHashQuery(`hash-${k2}`)), { keyId: k2, institutionId: institution, userId: 'u1' });

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['api_keys'], through: last.position! });
  });
});
