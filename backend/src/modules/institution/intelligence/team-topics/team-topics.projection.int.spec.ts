/**
 * Team topics and the new-paper rule on real PostgreSQL: a team's topics are the categories of the
 * papers shared in its channels; a paper imported later in one of them raises one opportunity per
 * team, category and day (a paper imported before the share raises none); rebuild = live.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { PapersProjection } from '../../../papers/catalog/papers.projection.js';
import type { PaperMetadata } from '../../../../platform/external/arxiv/paper-metadata.js';
import { arxivRecord } from '../../../papers/testing/arxiv-record.js';
import { type PaperImported, paperIdFor, paperStreamId } from '../../../papers/paper.js';
import type { MessagePosted } from '../../collaboration/channel.js';
import type { TeamCreated } from '../../teams/team.js';
import { AlertsProjection } from '../intelligence-alerts/alerts.projection.js';
import { AlertsHandler, AlertsQuery } from '../intelligence-alerts/alerts.query.js';
import { NewPaperForTeamRule } from '../raising-alerts/new-paper-for-team.rule.js';
import { TeamTopicsProjection } from './team-topics.projection.js';

const INSTITUTION = '11111111-1111-4111-8111-111111111111';
const TEAM = '33333333-3333-4333-8333-333333333333';
const MARIE = '22222222-2222-4222-8222-222222222222';

const paper = (arxivId: string, title: string, categories: string[]): PaperMetadata => arxivRecord(arxivId, { title, categories });
const imported = (p: PaperMetadata) => newEvent<PaperImported>({ type: 'PaperImported', data: p });

describe('team topics and the new-paper-for-team rule', () => {
  const testbed = useTestEventStore(5);

  test('topics from shares; later imports in them raise an opportunity; rebuild = live', async () => {
    const store = testbed.store;
    const projections = [new PapersProjection(), new TeamTopicsProjection(), new NewPaperForTeamRule(store), new AlertsProjection()];
    const runner = new ProjectionRunner(store, testbed.db.pool, projections);
    await runner.start();
    // 30 s: on a loaded 2-core CI machine a projection's catch-up took over 10 s once; a correct one is far faster.
    const wait = async () => waitForProjections(testbed.db.pool, projections.map((p) => p.name), await store.headPosition(), 30_000);
    /** Polls a read model until it holds what the events before said (each projection runs on its own). */
    const until = async (sql: string, params: unknown[]) => {
      for (let i = 0; i < 100 && (await testbed.db.pool.query(sql, params)).rowCount === 0; i++) await new Promise((r) => setTimeout(r, 100));
    };

    const before = paper('2606.00001', 'Older vision paper', ['cs.CV']);
    await store.append(paperStreamId(before.arxivId), [imported(before)], 'no_stream');
    const created: TeamCreated = {
      type: 'TeamCreated',
      data: { teamId: TEAM, institutionId: INSTITUTION, name: 'Vision Lab', description: null, department: 'CS', isPublic: true, maxMembers: 50, createdBy: MARIE, at: '2026-06-01T09:00:00.000Z' },
    };
    await store.append(`team-${TEAM}`, [newEvent(created)], 'no_stream');
    await wait();
    await until('select 1 from papers where id = $1', [paperIdFor(before.arxivId)]);
    await until('select 1 from intelligence_teams where team_id = $1', [TEAM]);
    const share: MessagePosted = {
      type: 'MessagePosted',
      data: {
        messageId: '44444444-4444-4444-8444-444444444444',
        channelId: '55555555-5555-4555-8555-555555555555',
        teamId: TEAM,
        institutionId: INSTITUTION,
        memberId: MARIE,
        userId: 'u-marie',
        content: 'Ours',
        messageType: 'paper_share',
        metadata: { paperId: paperIdFor(before.arxivId), paperTitle: before.title },
        at: new Date().toISOString(),
      },
    };
    await store.append('channel-55555555-5555-4555-8555-555555555555', [newEvent(share)], 'any');
    await wait();
    await until('select 1 from intelligence_team_topics where team_id = $1', [TEAM]);
    const later = [paper('2606.00002', 'A new vision paper', ['cs.CV', 'cs.LG']), paper('2606.00003', 'Another vision paper', ['cs.CV']), paper('2606.00004', 'Algebra', ['math.AG'])];
    await store.appendMany(later.map((p) => ({ streamId: paperStreamId(p.arxivId), events: [imported(p)], expected: 'no_stream' as const })));
    await wait();
    const topics = await testbed.db.pool.query('select category from intelligence_team_topics');
    assert.deepEqual(topics.rows.map((r) => r.category), ['cs.CV']);

    // The rule appends its alerts as it applies the imports; the alerts read model follows them.
    let alerts = await new AlertsHandler(testbed.db.pool).execute(new AlertsQuery(INSTITUTION));
    for (let i = 0; i < 100 && alerts.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      alerts = await new AlertsHandler(testbed.db.pool).execute(new AlertsQuery(INSTITUTION));
    }
    // One alert for cs.CV today; the older paper and math.AG raise none. It names the first of the
    // day's matching papers (one bulk append: either may hold the lower position).
    assert.deepEqual(
      alerts.map((a) => [a.type, a.title, a.department]),
      [['opportunity', 'New paper for Vision Lab', 'CS']],
    );
    assert.match(alerts[0].description, /^“(A new vision paper|Another vision paper)” \(cs\.CV\) matches a topic of Vision Lab/);

    // The rule's alert events moved the head after the last wait: every projection passes them
    // before the runner stops, or the rebuild below waits for a checkpoint a stopped runner never moves
    // (seen once in CI: "did not reach the write within 10000 ms").
    await wait();
    await runner.stop();
    const last = await store.headPosition();
    await assertRebuildEqualsLive({ store, pool: testbed.db.pool, projections: [projections[1]], tables: ['intelligence_teams', 'intelligence_team_topics'], through: last });
  });
});
