/**
 * The integrations read model on real PostgreSQL: connections with their public configuration only
 * (secret names, never values), sync and delivery results and the uptime computed from them, the
 * delivery log, pipelines with runs and errorRate, linked ORCID works, another institution apart;
 * a rebuild equals the live tables.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Position } from '../../../../platform/event-store/event-store.port.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { type DeliveryEvent, deliveryStreamId } from '../delivery.js';
import { type IntegrationEvent, integrationStreamId } from '../integration.js';
import { type PipelineEvent, pipelineStreamId } from '../pipeline.js';
import { MASK } from '../template-catalogue.js';
import { IntegrationsProjection } from './integrations.projection.js';
import { DeliveriesHandler, DeliveriesQuery, IntegrationsHandler, IntegrationsQuery, PipelinesHandler, PipelinesQuery } from './integrations.query.js';

const inst = '0b5a3c1e-1111-4222-8333-444455556666';
const other = '0b5a3c1e-1111-4222-8333-777788889999';
const [hookId, orcidId, otherId, pipeId, d1, d2] = [1, 2, 3, 4, 5, 6].map((n) => `66666666-6666-4666-8666-00000000000${n}`);
const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

const connected = (integrationId: string, institutionId: string, templateId: 'webhook' | 'orcid', name: string): IntegrationEvent => ({
  type: 'IntegrationConnected',
  data: {
    integrationId,
    institutionId,
    templateId,
    name,
    config: templateId === 'webhook' ? { url: 'https://hooks.example/in', events: ['paper.shared'] } : { orcidIds: '0000-0002-1825-0097' },
    secrets: templateId === 'webhook' ? { secret: 'sealed:v1:k:xyz' } : {},
    syncFrequency: 'daily',
    byUserId: 'u1',
    byEmail: 'marie@x',
    at: at(120),
  },
});

describe('integrations projection', () => {
  const testbed = useTestEventStore(10);

  test('integrations, results, deliveries, pipelines and ORCID works; rebuild = live', async () => {
    const projection = new IntegrationsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const append = async (stream: string, events: (IntegrationEvent | DeliveryEvent | PipelineEvent)[]): Promise<Position> =>
      (await testbed.store.append(stream, events.map((e) => newEvent(e)), 'any')).position;

    await append(integrationStreamId(hookId), [connected(hookId, inst, 'webhook', 'Signed webhook')]);
    await append(integrationStreamId(otherId), [connected(otherId, other, 'webhook', 'Signed webhook')]);
    await append(integrationStreamId(orcidId), [
      connected(orcidId, inst, 'orcid', 'ORCID'),
      { type: 'IntegrationSynced', data: { integrationId: orcidId, institutionId: inst, syncId: 's1', ok: true, recordsProcessed: 2, message: '2 works', direction: 'incoming', pipelineId: pipeId, durationMs: 9, at: at(30) } },
      {
        type: 'OrcidWorksLinked',
        data: {
          integrationId: orcidId,
          institutionId: inst,
          works: [
            { orcid: '0000-0002-1825-0097', putCode: '1', title: 'A', year: 2020, doi: '10.1/a', type: 'journal-article' },
            { orcid: '0000-0002-1825-0097', putCode: '2', title: 'B', year: null, doi: null, type: null },
          ],
          at: at(30),
        },
      },
      { type: 'IntegrationSynced', data: { integrationId: orcidId, institutionId: inst, syncId: 's2', ok: false, recordsProcessed: 0, message: 'ORCID answered 503', direction: 'incoming', pipelineId: pipeId, durationMs: 9, at: at(10) } },
      { type: 'IntegrationDisconnected', data: { integrationId: orcidId, institutionId: inst, byUserId: 'u1', at: at(5) } },
    ]);
    const request = (deliveryId: string): DeliveryEvent => ({
      type: 'IntegrationDeliveryRequested',
      data: { deliveryId, integrationId: hookId, institutionId: inst, event: 'paper.shared', summary: 'Paper shared in team chat: X', payload: {}, sourceEventId: null, at: at(60) },
    });
    const attempt = (deliveryId: string, n: number, ok: boolean, final: boolean): DeliveryEvent => ({
      type: 'IntegrationDeliveryAttempted',
      data: { deliveryId, integrationId: hookId, institutionId: inst, attempt: n, ok, responseStatus: ok ? 200 : 500, response: ok ? 'ok' : 'down', durationMs: 4, final, at: at(59 - n) },
    });
    await append(deliveryStreamId(d1), [request(d1), attempt(d1, 1, false, false), attempt(d1, 2, true, true)]);
    await append(deliveryStreamId(d2), [request(d2), attempt(d2, 1, false, false), attempt(d2, 2, false, false), attempt(d2, 3, false, true)]);
    const last = await append(pipelineStreamId(pipeId), [
      { type: 'PipelineCreated', data: { pipelineId: pipeId, institutionId: inst, name: 'ORCID daily', source: 'member-orcid-works', integrationId: orcidId, schedule: 'daily', transformations: ['read works'], byUserId: 'u1', at: at(100) } },
      { type: 'PipelineRunRecorded', data: { pipelineId: pipeId, institutionId: inst, runId: 's1', trigger: 'schedule', ok: true, recordsProcessed: 2, message: '2 works', at: at(30) } },
      { type: 'PipelineRunRecorded', data: { pipelineId: pipeId, institutionId: inst, runId: 's2', trigger: 'manual', ok: false, recordsProcessed: 0, message: 'ORCID answered 503', at: at(10) } },
      { type: 'PipelinePaused', data: { pipelineId: pipeId, institutionId: inst, byUserId: 'u1', at: at(4) } },
    ]);
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);

    const integrations = await new IntegrationsHandler(testbed.db.pool).execute(new IntegrationsQuery(inst));
    assert.deepEqual(integrations.map((i) => [i.id, i.status]), [[hookId, 'connected'], [orcidId, 'disconnected']]);
    const [hook, orcid] = integrations;
    assert.deepEqual(hook.config, { url: 'https://hooks.example/in', events: ['paper.shared'], secret: MASK });
    assert.deepEqual([hook.results, hook.uptime, hook.dataFlow, hook.lastSync], [{ ok: 1, failed: 4 }, 20, { incoming: 0, outgoing: 1 }, null]);
    assert.deepEqual([orcid.lastSyncResult, orcid.uptime, orcid.dataFlow], [{ ok: false, message: 'ORCID answered 503', recordsProcessed: 0 }, 50, { incoming: 2, outgoing: 0 }]);
    assert.deepEqual((await new IntegrationsHandler(testbed.db.pool).execute(new IntegrationsQuery(other))).map((i) => i.id), [otherId]);

    const deliveries = await new DeliveriesHandler(testbed.db.pool).execute(new DeliveriesQuery(inst, hookId));
    assert.deepEqual(deliveries.map((d) => [d.id, d.status, d.attempts, d.lastResponseStatus]).sort(), [[d1, 'delivered', 2, 200], [d2, 'failed', 3, 500]]);
    assert.deepEqual(await new DeliveriesHandler(testbed.db.pool).execute(new DeliveriesQuery(other, hookId)), []);

    const [pipeline] = await new PipelinesHandler(testbed.db.pool).execute(new PipelinesQuery(inst));
    assert.deepEqual(
      [pipeline.status, pipeline.runs, pipeline.errorRate, pipeline.recordsProcessed, pipeline.lastRun, pipeline.destination],
      ['paused', 2, 50, 2, at(10), { integrationId: orcidId, name: 'ORCID' }],
    );
    const works = await testbed.db.pool.query('select put_code, title from integration_orcid_works order by put_code');
    assert.deepEqual(works.rows, [{ put_code: '1', title: 'A' }, { put_code: '2', title: 'B' }]);

    await runner.stop();
    await assertRebuildEqualsLive({
      store: testbed.store,
      pool: testbed.db.pool,
      projections: [projection],
      tables: ['integrations', 'integration_results', 'integration_deliveries', 'integration_pipelines', 'integration_orcid_works'],
      through: last,
    });
  });
});
