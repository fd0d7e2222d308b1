/**
 * The topic-reading alert rules on real PostgreSQL: members of two departments reading a category new
 * to the institution raise one collaboration alert; a third reader turns it breakthrough (one alert);
 * more reading raises nothing more; another institution's reading is its own; a rebuild of the rule
 * equals the live tables and raises nothing twice (the same alert events, no new ones).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import type { PaperMetadata } from '../../../../platform/external/arxiv/paper-metadata.js';
import { arxivRecord } from '../../../papers/testing/arxiv-record.js';
import { PapersProjection } from '../../../papers/catalog/papers.projection.js';
import { type PaperImported, type PaperViewed, paperStreamId } from '../../../papers/paper.js';
import { AlertsProjection } from '../intelligence-alerts/alerts.projection.js';
import { AlertsHandler, AlertsQuery } from '../intelligence-alerts/alerts.query.js';
import { BREAKTHROUGH_RULE, COLLABORATION_RULE, TopicReadingRules } from './topic-reading.rule.js';

const DEMO = '11111111-1111-4111-8111-111111111111';
const OTHER = '99999999-9999-4999-8999-999999999999';
const member = (id: string, institution: string, user: string, department: string | null) => [id, institution, `${user}@x.edu`, user, department];

const paper = (arxivId: string, categories: string[]): PaperMetadata => arxivRecord(arxivId, { categories });

describe('topic-reading alert rules', () => {
  const testbed = useTestEventStore(5);

  test('collaboration on two departments, breakthrough on the third reader, once each; rebuild = live, nothing raised twice', async () => {
    const { store } = testbed;
    const pool = testbed.db.pool;
    for (const m of [
      member('a0000000-0000-4000-8000-000000000001', DEMO, 'u-ada', 'Biology'),
      member('a0000000-0000-4000-8000-000000000002', DEMO, 'u-marie', 'Physics'),
      member('a0000000-0000-4000-8000-000000000003', DEMO, 'u-alan', null),
      member('a0000000-0000-4000-8000-000000000004', OTHER, 'u-grace', 'Chemistry'),
    ]) {
      await pool.query(
        `insert into institution_members (id, institution_id, email, user_id, role, department, status, invited_at, joined_at)
         values ($1, $2, $3, $4, 'member', $5, 'active', now() - interval '1 day', now() - interval '1 day')`,
        m,
      );
    }
    const papers = [paper('2606.10001', ['q-bio.GN']), paper('2606.10002', ['q-bio.GN']), paper('2606.10003', ['q-bio.GN', 'cs.LG'])];
    for (const p of papers) await store.append(paperStreamId(p.arxivId), [newEvent<PaperImported>({ type: 'PaperImported', data: p })], 'no_stream');
    const rules = new TopicReadingRules(store);
    const projections = [new PapersProjection(), rules, new AlertsProjection()];
    const runner = new ProjectionRunner(store, pool, projections);
    await runner.start();
    const settle = async () => waitForProjections(pool, projections.map((p) => p.name), await store.headPosition(), 30_000);
    await settle();
    const poll = async <T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> => {
      let value = await read();
      // Each projection runs on its own, and the rule appends alerts as it applies views: poll the read models.
      for (let i = 0; i < 100 && !done(value); i++) {
        await new Promise((r) => setTimeout(r, 100));
        value = await read();
      }
      return value;
    };
    const reads = async () => (await pool.query<{ n: number }>('select count(*)::int as n from intelligence_topic_reads')).rows[0].n;
    /** A member opens a paper; waits until the rule has recorded the view (one row per category of the paper read by a member). */
    const view = async (arxivId: string, userId: string, rows: number) => {
      const before = await reads();
      await store.append(paperStreamId(arxivId), [newEvent<PaperViewed>({ type: 'PaperViewed', data: {} }, { userId })], 'any');
      await poll(reads, (n) => n === before + rows);
      await settle();
    };
    const alerts = (institution = DEMO, count = 0) => poll(() => new AlertsHandler(pool).execute(new AlertsQuery(institution)), (as) => as.length >= count);

    await view('2606.10001', 'u-ada', 1);
    await view('2606.10001', 'u-grace', 1);
    assert.deepEqual(await alerts(), [], 'one department, one reader: nothing');
    await view('2606.10002', 'u-marie', 1);
    const afterTwo = await alerts(DEMO, 1);
    assert.deepEqual(
      afterTwo.map((a) => [a.type, a.priority, a.rule, a.department, a.actionRequired]),
      [['collaboration', 'medium', COLLABORATION_RULE, 'Biology, Physics', true]],
    );
    assert.match(afterTwo[0].title, /^Biology and Physics are reading .*q-bio\.GN/);
    await view('2606.10003', 'u-alan', 2);
    const afterThree = await alerts(DEMO, 2);
    const breakthrough = afterThree.filter((a) => a.type === 'breakthrough');
    assert.deepEqual(
      breakthrough.map((a) => [a.priority, a.rule, a.actionRequired]),
      [['high', BREAKTHROUGH_RULE, true]],
      'q-bio.GN: 3 views by 3 members, none before (+300%); cs.LG has one reader',
    );
    assert.match(breakthrough[0].description, /grew 300% \(3 views by 3 members in the last 14 days, 0 in the 14 before\)/);
    await view('2606.10001', 'u-marie', 1);
    // The rule has applied the view (its row is there) and decided in that same step: a further alert would be appended by now.
    await settle();
    assert.equal((await alerts(DEMO, 3)).length, 2, 'still a breakthrough, still the same collaboration: nothing more');
    assert.deepEqual(await alerts(OTHER), [], 'Grace’s institution: one reader, nothing');

    await runner.stop();
    const raisedBefore = (await pool.query(`select count(*)::int as n from events where type = 'AlertRaised'`)).rows[0].n;
    await assertRebuildEqualsLive({ store, pool, projections: [rules], tables: ['intelligence_topic_reads', 'intelligence_topic_alert_state'], through: await store.headPosition() });
    const raisedAfter = (await pool.query(`select count(*)::int as n from events where type = 'AlertRaised'`)).rows[0].n;
    assert.equal(raisedAfter, raisedBefore, 'a rebuild raises nothing twice');
    assert.equal(raisedAfter, 2);
  });
});
