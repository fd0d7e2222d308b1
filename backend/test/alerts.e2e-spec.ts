/**
 * Search alerts over HTTP (issue #38 item 1): the plan's limit enforced on the server (free none,
 * Pro 5 and a sixth refused naming the limit, Team unlimited); matching on an import of new papers
 * with a known answer (search's own ranking, the alert's category, papers older than the alert
 * left out, nothing matched twice); the bell's unread count; digests through the mail port: kept in
 * the outbox with no SMTP configured, and received by a local SMTP server when one is; a digest
 * never repeats a paper. Its own database and Redis prefix (it imports papers).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ALERTS_API, ALERT_MESSAGES, type AlertInbox, type AlertMailAnswer, type SearchAlert, UNLIMITED } from '@scholarlens/contracts';
import { SMTPServer } from 'smtp-server';
import { type AlertJob, ALERTS_QUEUE, AlertJobs } from '../src/modules/discovery/alerts/matching-new-papers/alert-jobs.js';
import { PaperIngestion } from '../src/modules/papers/importing-papers/paper-ingestion.js';
import { EventStore, type Position } from '../src/platform/event-store/event-store.port.js';
import type { PaperMetadata } from '../src/platform/external/arxiv/paper-metadata.js';
import { arxivRecord } from '../src/modules/papers/testing/arxiv-record.js';
import { ReadYourWrites } from '../src/platform/projections/projections.module.js';
import { Queues } from '../src/platform/queue/queues.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { type TestApp, freePort, startTestApp } from './support/test-app.js';

const paper = (arxivId: string, title: string, abstract: string, categories: string[]): PaperMetadata =>
  arxivRecord(arxivId, { title, abstract, categories, authors: ['Ada Example', 'Grace Sample'] });

const OLD = paper('2606.90001', 'Topological qubit braiding before the alert', 'Braiding of topological qubit modes, catalogued before any alert.', ['quant-ph']);
const BRAIDING = paper('2606.90002', 'Topological qubit braiding with Majorana zero modes', 'We braid a topological qubit using Majorana zero modes in nanowires.', ['quant-ph']);
const CS_BRAIDING = paper('2606.90003', 'Compiling topological qubit braiding circuits', 'A compiler for topological qubit braiding on emerging hardware.', ['cs.ET', 'quant-ph']);
const UNRELATED = paper('2606.90004', 'Graph neural networks for traffic forecasting', 'Spatio-temporal graph networks predict road traffic.', ['cs.LG']);
const GRAPHENE = paper('2606.90005', 'Superconductivity in twisted bilayer graphene', 'Twisted bilayer graphene shows superconductivity near the magic angle.', ['cond-mat.supr-con']);

const HOUR = 3600_000;

describe('search alerts', () => {
  let env: PrivateEnv;
  let t: TestApp;
  const appEnv = () => ({ ...env.env, FIRST_START_IMPORT: 'false', ARXIV_FIRST_START_SYNC: 'false', SEARCH_EMBEDDING_WORKER: 'false' });

  async function ingest(records: PaperMetadata[]): Promise<void> {
    const result = await t.app.get(PaperIngestion).ingest(records, { source: 'import' });
    if (result.position) await t.app.get(ReadYourWrites).waitFor(['papers', 'paper_search'], result.position as Position, 30_000);
  }
  async function inboxOf(account: 'grace', until: (inbox: AlertInbox) => boolean): Promise<AlertInbox> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = await (await t.as(account)).get(ALERTS_API.inbox);
      assert.equal(res.status, 200, res.text);
      if (until(res.body) || Date.now() > deadline) return res.body;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  /** Runs a digest job through the queue, as of `at`; answers how many messages it sent. */
  async function digestAt(at: number, id: string): Promise<number> {
    const { job } = await t.app.get(Queues).enqueue<AlertJob>(ALERTS_QUEUE, id, { kind: 'digest', at: new Date(at).toISOString() });
    return (await job.finished()) as number;
  }
  const create = async (account: 'ada' | 'grace' | 'marie', body: object) => (await t.as(account)).post(ALERTS_API.alerts).send(body);

  before(async () => {
    env = await privateEnv();
    t = await startTestApp(appEnv());
    await ingest([OLD]);
  });
  after(async () => {
    await t?.close();
    await env?.drop();
  });

  it('free users are refused with the upgrade text; Pro keeps 5 and the sixth is a 403 naming the limit; Team is unlimited', async () => {
    assert.equal((await t.anonymous().get(ALERTS_API.alerts)).status, 401);
    const refused = await create('ada', { query: 'qubit', frequency: 'daily' });
    assert.equal(refused.status, 403, refused.text);
    assert.equal(refused.body.message, ALERT_MESSAGES.upgrade);
    assert.deepEqual((await (await t.as('ada')).get(ALERTS_API.alerts)).body, { alerts: [], limit: 0 });

    const made: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await create('grace', { query: `limit check ${i}`, frequency: 'weekly' });
      assert.equal(res.status, 201, res.text);
      made.push(res.body.id);
    }
    const sixth = await create('grace', { query: 'limit check 6', frequency: 'weekly' });
    assert.equal(sixth.status, 403, sixth.text);
    assert.equal(sixth.body.message, ALERT_MESSAGES.limitReached(5));
    const grace = await t.as('grace');
    assert.equal((await grace.get(ALERTS_API.alerts)).body.limit, 5);
    // Someone else's alert is not found; the owner changes and deletes hers.
    assert.equal((await (await t.as('ada')).delete(ALERTS_API.alert(made[0]))).status, 404);
    const changed = await grace.patch(ALERTS_API.alert(made[0])).send({ frequency: 'daily' });
    assert.equal(changed.status, 200, changed.text);
    assert.equal((changed.body as SearchAlert).frequency, 'daily');
    for (const id of made) assert.equal((await grace.delete(ALERTS_API.alert(id))).status, 204);

    const marie = await t.userOf('marie').then(async (u) => {
      const plan = await (await t.as('alan')).post(`/api/admin/users/${u.id}/plan`).send({ plan: 'team' });
      assert.equal(plan.status, 200, plan.text);
      return t.as('marie');
    });
    for (let i = 1; i <= 7; i++) assert.equal((await create('marie', { query: `team alert ${i}`, frequency: 'daily' })).status, 201);
    const listed = (await marie.get(ALERTS_API.alerts)).body;
    assert.equal(listed.limit, UNLIMITED);
    assert.equal(listed.alerts.length, 7);
    for (const a of listed.alerts as SearchAlert[]) await marie.delete(ALERTS_API.alert(a.id));
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ query: '   ', frequency: 'daily' }, /^query: /],
      [{ query: '-excluded', frequency: 'daily' }, /^query: must contain a search term/],
      [{ query: 'qubit', frequency: 'hourly' }, /^frequency: /],
      [{ query: 'qubit', frequency: 'daily', category: 'not a category!' }, /^category: /],
    ];
    for (const [body, message] of cases) {
      const res = await create('grace', body);
      assert.equal(res.status, 400, res.text);
      assert.match(res.body.message, message);
    }
  });

  let braidingAlert: string;
  let csAlert: string;
  it('matches an import of new papers with the known answer, once, and counts them unread in the bell', async () => {
    const grace = await t.as('grace');
    braidingAlert = (await create('grace', { query: 'topological qubit braiding', frequency: 'daily' })).body.id;
    csAlert = (await create('grace', { query: 'topological qubit', category: 'cs', frequency: 'weekly' })).body.id;
    await ingest([BRAIDING, CS_BRAIDING, UNRELATED]);
    const inbox = await inboxOf('grace', (i) => i.items.length >= 3);
    const found = inbox.items.map((i) => `${i.alertId === braidingAlert ? 'braiding' : 'cs'}:${i.paperId}`).sort();
    // The paper catalogued before the alerts and the unrelated one are not matches; the cs alert takes the cs paper only.
    assert.deepEqual(found, ['braiding:2606.90002', 'braiding:2606.90003', 'cs:2606.90003']);
    assert.equal(inbox.unread, 3);
    assert.equal(inbox.items.find((i) => i.paperId === '2606.90002')?.title, BRAIDING.title);

    assert.equal(await t.app.get(AlertJobs).run({ kind: 'match' }), 0, 'a paper is matched once per alert');
    const seen = await grace.post(ALERTS_API.inboxSeen);
    assert.equal(seen.status, 200, seen.text);
    assert.equal((seen.body as AlertInbox).unread, 0);
    const alerts = (await grace.get(ALERTS_API.alerts)).body.alerts as SearchAlert[];
    assert.deepEqual(
      alerts.map((a) => [a.query, a.matched, a.pending]),
      [
        ['topological qubit braiding', 2, 2],
        ['topological qubit', 1, 1],
      ],
    );
  });

  it('with no SMTP server, digests go to the outbox, which says mail is not sent; a digest never repeats a paper', async () => {
    const grace = await t.as('grace');
    // The digest is a Bull repeatable job, added at start (hourly).
    const queue = t.app.get(Queues).get(ALERTS_QUEUE);
    let repeatable = await queue.getRepeatableJobs();
    for (let i = 0; i < 50 && repeatable.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      repeatable = await queue.getRepeatableJobs();
    }
    assert.deepEqual(
      repeatable.map((r) => [r.id, Number(r.every)]),
      [['digest', HOUR]],
    );
    const before = (await grace.get(ALERTS_API.mail)).body as AlertMailAnswer;
    assert.deepEqual(before, { sending: false, outbox: [] });
    assert.equal(await digestAt(Date.now() + 2 * HOUR, 'digest-early'), 0, 'a daily digest waits for its day');
    assert.equal(await digestAt(Date.now() + 25 * HOUR, 'digest-day-1'), 1);
    const kept = ((await grace.get(ALERTS_API.mail)).body as AlertMailAnswer).outbox;
    assert.equal(kept.length, 1);
    assert.equal(kept[0].to, 'grace@scholarlens.local');
    assert.equal(kept[0].subject, 'ScholarLens: 2 new papers for your search alerts');
    assert.ok(kept[0].text.includes(BRAIDING.title) && kept[0].text.includes(CS_BRAIDING.title));
    assert.equal(await digestAt(Date.now() + 50 * HOUR, 'digest-day-2'), 0, 'nothing new: nothing repeated');
    // The weekly alert's week: its one paper, mailed by this alert for the first time.
    assert.equal(await digestAt(Date.now() + 8 * 24 * HOUR, 'digest-week-1'), 1);
    const week = ((await grace.get(ALERTS_API.mail)).body as AlertMailAnswer).outbox;
    assert.equal(week[0].subject, 'ScholarLens: 1 new paper for your search alerts');

    const user = await t.userOf('grace');
    const events = await t.app.get(EventStore).readStream(`search-alerts-${user.id}`);
    const deliveries = events.filter((e) => e.type === 'SearchAlertDigestDelivered').map((e) => e.data as { alertId: string; paperIds: string[]; transport: string });
    assert.deepEqual(
      deliveries.map((d) => [d.alertId === braidingAlert ? 'braiding' : d.alertId === csAlert ? 'cs' : d.alertId, d.paperIds.sort(), d.transport]),
      [
        ['braiding', ['2606.90002', '2606.90003'], 'outbox'],
        ['cs', ['2606.90003'], 'outbox'],
      ],
    );
  });

  it('with SMTP_URL, the digest is received by the SMTP server', async () => {
    await t.close();
    const received: { to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    try {
      t = await startTestApp({ ...appEnv(), SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Alerts <alerts@scholarlens.test>' });
      const grace = await t.as('grace');
      assert.equal(((await grace.get(ALERTS_API.mail)).body as AlertMailAnswer).sending, true);
      const alert = await create('grace', { query: 'twisted bilayer graphene superconductivity', frequency: 'daily' });
      assert.equal(alert.status, 201, alert.text);
      await ingest([GRAPHENE]);
      await inboxOf('grace', (i) => i.items.some((item) => item.paperId === GRAPHENE.arxivId));
      assert.equal(await digestAt(Date.now() + 25 * HOUR, 'digest-smtp'), 1);
      assert.equal(received.length, 1);
      assert.deepEqual(received[0].to, ['grace@scholarlens.local']);
      assert.match(received[0].data, /From: Alerts <alerts@scholarlens\.test>/);
      assert.match(received[0].data, /Superconductivity in twisted bilayer graphene/);
      assert.deepEqual(((await grace.get(ALERTS_API.mail)).body as AlertMailAnswer).outbox, [], 'sent, not kept');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
