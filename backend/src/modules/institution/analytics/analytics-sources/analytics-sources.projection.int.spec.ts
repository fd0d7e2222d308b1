/** The analytics-sources read model on real PostgreSQL: one row per institution, the newest source; a rebuild equals the live table. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { type AnalyticsEvent, analyticsStreamId } from '../analytics.js';
import { AnalyticsSourcesProjection, ConfiguredInstitutionsHandler } from './analytics-sources.projection.js';

const [a, b] = ['0b5a3c1e-1111-4222-8333-444455556666', '0b5a3c1e-1111-4222-8333-777788889999'];
const configured = (institutionId: string, openAlexId: string, at: string): AnalyticsEvent => ({
  type: 'AnalyticsSourceConfigured',
  data: { institutionId, openAlexId, ror: null, name: `Institution ${openAlexId}`, countryCode: 'US', institutionType: 'education', byMemberId: 'm', at },
});

describe('analytics-sources projection', () => {
  const testbed = useTestEventStore(10);

  test('the newest source per institution; author links and syncs are not read; rebuild = live', async () => {
    const projection = new AnalyticsSourcesProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    await testbed.store.append(analyticsStreamId(a), [newEvent(configured(a, 'I1', '2026-01-01T00:00:00.000Z'))], 'any');
    await testbed.store.append(
      analyticsStreamId(a),
      [
        newEvent<AnalyticsEvent>({ type: 'AnalyticsAuthorLinked', data: { institutionId: a, memberId: 'm', department: null, orcid: null, openAlexAuthorId: 'A1', at: '2026-01-02T00:00:00.000Z' } }),
        newEvent(configured(a, 'I2', '2026-01-03T00:00:00.000Z')),
      ],
      'any',
    );
    const last = (await testbed.store.append(analyticsStreamId(b), [newEvent(configured(b, 'I3', '2026-01-04T00:00:00.000Z'))], 'any')).position;
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);
    const { rows } = await testbed.db.pool.query('select institution_id, open_alex_id from analytics_sources order by institution_id');
    assert.deepEqual(rows.map((r) => [r.institution_id, r.open_alex_id]), [[a, 'I2'], [b, 'I3']]);
    assert.deepEqual(await new ConfiguredInstitutionsHandler(testbed.db.pool).execute(), [a, b]);
    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['analytics_sources'], through: last });
  });
});
