/**
 * Integrations over HTTP (issue #36), each client against its loopback stand-in
 * (integrations.support.ts; S3 through s3rver): the template catalogue and its category filter;
 * bad configurations refused naming the field, by the template and by the service; secrets
 * sealed in the event log and masked in every answer; a signed webhook whose signature the
 * receiving test verifies, fed by a paper shared in team chat, retried after a 500, every attempt
 * logged; Slack and Teams messages; Zotero items pushed once (a re-sync adds nothing); a published
 * course into Canvas; the audit log export into a bucket; ORCID works linked; sync only while
 * connected; pipelines that run on their schedule and on demand and stop when paused; access
 * (members read, administrators act, another institution sees nothing). Then, on an app of its own
 * with INTEGRATION_ALLOW_PRIVATE_HOSTS off (the default), loopback addresses refused naming the field.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  ANALYTICS_MESSAGES,
  COLLABORATION_API,
  COURSE_API,
  type CourseDetail,
  INSTITUTION_API,
  INSTITUTION_MESSAGES,
  INTEGRATION_MESSAGES,
  INTEGRATIONS_API,
  type Integration,
  type IntegrationDelivery,
  type IntegrationTemplate,
  type Pipeline,
  type ResearchTeam,
} from '@scholarlens/contracts';
import S3rver from 's3rver';
import { PipelineSchedules } from '../src/modules/institution/integrations/running-pipeline/pipeline-schedules.js';
import { MASK } from '../src/modules/institution/integrations/template-catalogue.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { builtCourse, courseBody } from './courses.support.js';
import { CANVAS_COURSE, CANVAS_TOKEN, ORCID_ID, type ServiceStandIns, ZOTERO_GROUP, ZOTERO_KEY, startServiceStandIns } from './integrations.support.js';
import { demoInstitutionReady, setUpInstitutions } from './support/institutions.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Account = 'marie' | 'ada' | 'grace' | 'alan';

async function eventually<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('integrations', () => {
  let t: AiTestApp;
  let services: ServiceStandIns;
  let s3server: S3rver;
  let s3Dir: string;
  let s3Endpoint: string;
  let papers: string[];
  let lab: ResearchTeam;
  let channelId: string;
  let webhook: Integration;
  const SECRET = 'a-signing-secret-of-the-receiver';

  const post = async (account: Account, p: string, body: object = {}) => (await t.as(account)).post(p).set('Origin', t.baseUrl).send(body);
  const put = async (account: Account, p: string, body: object = {}) => (await t.as(account)).put(p).set('Origin', t.baseUrl).send(body);
  const get = async (account: Account, p: string) => (await t.as(account)).get(p);
  const connect = (templateId: string, config: object, account: Account = 'marie') => post(account, INTEGRATIONS_API.connect, { templateId, config });
  const share = async (paperId: string) => {
    const res = await post('marie', COLLABORATION_API.messages(lab.id, channelId), { content: 'Worth a look', messageType: 'paper_share', metadata: { paperId } });
    assert.equal(res.status, 201, res.text);
  };
  const scheduledIds = async () => (await t.app.get(PipelineSchedules).scheduled()).map((j) => j.id);
  const hooks = (p: string) => services.received.filter((r) => r.path === p && r.method === 'POST');

  before(async () => {
    services = await startServiceStandIns();
    s3Dir = mkdtempSync(path.join(tmpdir(), 'scholarlens-integrations-s3-'));
    s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'exports', configs: [] }] });
    s3Endpoint = `http://127.0.0.1:${(await s3server.run()).port}`;
    t = await startAiTestApp('integrations', 12, {
      ZOTERO_API_URL: `${services.url}/zotero`,
      ORCID_API_URL: `${services.url}/orcid/v3.0`,
      INTEGRATION_DELIVERY_ATTEMPTS: '3',
      INTEGRATION_DELIVERY_BACKOFF_MS: '100',
      INTEGRATION_PIPELINE_EVERY_MS: '600',
      // The stand-ins and the bucket listen on loopback.
      INTEGRATION_ALLOW_PRIVATE_HOSTS: 'true',
    });
    papers = (await t.pool.query<{ id: string }>('select id from papers order by id')).rows.map((r) => r.id);
    await setUpInstitutions(t);
    const ada = await t.as('ada');
    for (let i = 0; i < 100 && (await ada.get(INSTITUTION_API.institution)).status !== 200; i++) await sleep(100);
    lab = (await post('marie', INSTITUTION_API.teams, { name: 'Integration Lab' })).body as ResearchTeam;
    channelId = await eventually('the general channel', async () => ((await get('marie', COLLABORATION_API.channels(lab.id))).body as { id: string }[])[0]?.id);
  });
  after(async () => {
    await t?.close();
    await services?.close();
    await s3server?.close().catch(() => undefined);
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  });

  it('serves the template catalogue with the category filter of spec §2 to signed-in users', async () => {
    assert.equal((await t.anonymous().get(INTEGRATIONS_API.templates)).status, 401);
    const all = (await get('alan', INTEGRATIONS_API.templates)).body as IntegrationTemplate[];
    assert.deepEqual(all.map((x) => [x.id, x.category]), [
      ['zotero', 'citation'],
      ['webhook', 'collaboration'],
      ['slack', 'collaboration'],
      ['teams', 'collaboration'],
      ['canvas', 'lms'],
      ['s3', 'storage'],
      ['orcid', 'library'],
    ]);
    for (const x of all) {
      assert.ok(x.setupTime && x.supportLevel && x.fields.length > 0, x.id);
      assert.equal(x.popularity, 0, 'nothing is connected yet');
    }
    assert.deepEqual(all.find((x) => x.id === 's3')?.fields.filter((f) => f.secret).map((f) => f.name), ['accessKeyId', 'secretAccessKey']);
    const collaboration = (await get('ada', `${INTEGRATIONS_API.templates}?category=collaboration`)).body as IntegrationTemplate[];
    assert.deepEqual(collaboration.map((x) => x.id), ['webhook', 'slack', 'teams']);
    assert.deepEqual((await get('ada', `${INTEGRATIONS_API.templates}?category=analytics`)).body, []);
    const bad = await get('ada', `${INTEGRATIONS_API.templates}?category=games`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^category/);
  });

  it('refuses bad configurations naming the field, and anyone but an administrator of an institution', async () => {
    const cases: [string, object, RegExp][] = [
      ['nope', {}, /^templateId: no such integration template/],
      ['webhook', { secret: SECRET, events: ['paper.shared'] }, /^config\.url: is required/],
      ['webhook', { url: 'not a url', secret: SECRET, events: ['paper.shared'] }, /^config\.url: must be an http or https URL/],
      ['webhook', { url: `${services.url}/hook`, secret: 'short', events: ['paper.shared'] }, /^config\.secret: must be at least 16/],
      ['webhook', { url: `${services.url}/hook`, secret: SECRET, events: ['everything'] }, /^config\.events: everything is not one of/],
      ['webhook', { url: `${services.url}/hook`, secret: SECRET, events: ['paper.shared'], colour: 'red' }, /^config\.colour: is not a field/],
      ['zotero', { groupId: ZOTERO_GROUP, apiKey: 'a-key-zotero-does-not-know' }, /^config\.apiKey: Zotero does not know this key \(403\)/],
      ['canvas', { baseUrl: `${services.url}/canvas`, courseId: '7', accessToken: CANVAS_TOKEN }, /^config\.courseId: Canvas has no course 7/],
      ['canvas', { baseUrl: `${services.url}/canvas`, courseId: CANVAS_COURSE, accessToken: 'wrong' }, /^config\.accessToken: Canvas refused/],
      ['slack', { webhookUrl: `${services.url}/slack/revoked`, events: ['paper.shared'] }, /^config\.webhookUrl: Slack answered 403/],
      ['orcid', { orcidIds: '0000-0001-0000-0009' }, /^config\.orcidIds: 0000-0001-0000-0009 has no public ORCID record/],
      ['s3', { endpoint: s3Endpoint, region: 'us-east-1', bucket: 'missing', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, /^config\.bucket: the storage has no bucket missing/],
      ['webhook', { url: 'http://127.0.0.1:9/closed', secret: SECRET, events: ['paper.shared'] }, /^config\.url: The webhook receiver could not be reached/],
    ];
    for (const [templateId, config, message] of cases) {
      const res = await connect(templateId, config);
      assert.equal(res.status, 400, `${templateId} ${JSON.stringify(config)}: ${res.text}`);
      assert.match(res.body.message, message, JSON.stringify(config));
    }
    const missing = await post('marie', INTEGRATIONS_API.connect, { templateId: 'webhook' });
    assert.deepEqual([missing.status, /^config/.test(missing.body.message)], [400, true]);
    const member = await connect('webhook', { url: `${services.url}/hook`, secret: SECRET, events: ['paper.shared'] }, 'ada');
    assert.deepEqual([member.status, member.body.message], [403, INSTITUTION_MESSAGES.adminsOnly]);
    const none = await connect('webhook', { url: `${services.url}/hook`, secret: SECRET, events: ['paper.shared'] }, 'alan');
    assert.deepEqual([none.status, none.body.message], [404, INSTITUTION_MESSAGES.notAMember]);
    assert.equal((await t.anonymous().post(INTEGRATIONS_API.connect).set('Origin', t.baseUrl).send({ templateId: 'webhook', config: {} })).status, 401);
    assert.deepEqual((await get('marie', INTEGRATIONS_API.list)).body, [], 'nothing refused was connected');
  });

  it('connects a signed webhook after a signed ping, seals its secret in the event log and never answers it', async () => {
    const before = hooks('/hook').length;
    const res = await connect('webhook', { url: `${services.url}/hook`, secret: SECRET, events: ['paper.shared', 'course.published'] });
    assert.equal(res.status, 201, res.text);
    webhook = res.body as Integration;
    assert.deepEqual([webhook.status, webhook.templateId, webhook.category, webhook.lastSync, webhook.uptime], ['connected', 'webhook', 'collaboration', null, null]);
    assert.deepEqual(webhook.config, { url: `${services.url}/hook`, events: ['paper.shared', 'course.published'], secret: MASK });
    const ping = hooks('/hook')[before];
    assert.equal(ping.headers['x-scholarlens-event'], 'ping');
    assert.equal(ping.headers['x-scholarlens-signature'], `sha256=${createHmac('sha256', SECRET).update(ping.body).digest('hex')}`);
    const stored = await t.pool.query<{ data: string }>(`select data::text from events where stream_id = $1`, [`integration-${webhook.id}`]);
    assert.ok(stored.rows.length > 0 && stored.rows.every((r) => !r.data.includes(SECRET)), 'the secret never reaches the event log readable');
    assert.match(stored.rows[0].data, /sealed:v1:/);
    const listed = (await get('ada', INTEGRATIONS_API.list)).body as Integration[];
    assert.deepEqual(listed.map((i) => i.id), [webhook.id], 'members see their institution’s integrations');
    assert.ok(!JSON.stringify(listed).includes(SECRET));
  });

  it('delivers a paper shared in team chat, signed, with a delivery id; retries a 500 with backoff and logs every attempt', async () => {
    await share(papers[0]);
    const delivered = await eventually('the paper.shared delivery', async () => hooks('/hook').find((r) => r.headers['x-scholarlens-event'] === 'paper.shared'));
    const body = JSON.parse(delivered.body) as { id: string; event: string; data: { paperId: string; title: string } };
    assert.equal(delivered.headers['x-scholarlens-signature'], `sha256=${createHmac('sha256', SECRET).update(delivered.body).digest('hex')}`, 'the receiver verifies the signature');
    assert.equal(delivered.headers['x-scholarlens-delivery'], body.id);
    assert.deepEqual([body.event, body.data.paperId], ['paper.shared', papers[0]]);

    services.failHooks(1);
    await share(papers[1]);
    const log = await eventually('the retried delivery', async () => {
      const d = (await get('ada', INTEGRATIONS_API.deliveries(webhook.id))).body as IntegrationDelivery[];
      return d.length === 2 && d.every((x) => x.status === 'delivered') && d;
    });
    const retried = log.find((d) => d.summary.includes(papers[1]) || d.attempts === 2);
    assert.deepEqual([retried?.attempts, retried?.lastResponseStatus, retried?.lastResponse], [2, 200, 'received']);
    const attempts = hooks('/hook').filter((r) => r.headers['x-scholarlens-delivery'] === retried?.id);
    assert.equal(attempts.length, 2, 'the same delivery id on the retry');
    const listed = ((await get('marie', INTEGRATIONS_API.list)).body as Integration[])[0];
    assert.deepEqual([listed.results, listed.uptime, listed.dataFlow.outgoing], [{ ok: 2, failed: 1 }, 66.7, 2], 'uptime from the recorded results');
  });

  it('posts the same events as readable Slack and Teams messages', async () => {
    const slack = await connect('slack', { webhookUrl: `${services.url}/slack/hook`, events: ['paper.shared'] });
    assert.equal(slack.status, 201, slack.text);
    assert.equal((slack.body as Integration).config.webhookUrl, MASK);
    const teams = await connect('teams', { webhookUrl: `${services.url}/teams/hook`, events: ['paper.shared'] });
    assert.equal(teams.status, 201, teams.text);
    const [title] = (await t.pool.query<{ title: string }>('select title from papers where id = $1', [papers[2]])).rows.map((r) => r.title);
    await share(papers[2]);
    const slackMessage = await eventually('the Slack message', async () => hooks('/slack/hook').find((r) => r.body.includes('Paper shared')));
    assert.match((JSON.parse(slackMessage.body) as { text: string }).text, /^\*ScholarLens\* · Paper shared in team chat: .+<http.+\/paper\/.+\|Open in ScholarLens>$/);
    assert.ok(slackMessage.body.includes(title.slice(0, 20).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')));
    const card = JSON.parse((await eventually('the Teams card', async () => hooks('/teams/hook').find((r) => r.body.includes('Paper shared')))).body);
    assert.deepEqual([card['@type'], card.title], ['MessageCard', 'ScholarLens']);
    assert.match(card.text, /^Paper shared in team chat: /);
  });

  it('pushes the shared papers into the Zotero group as preprint items, once', async () => {
    const res = await connect('zotero', { groupId: ZOTERO_GROUP, apiKey: ZOTERO_KEY });
    assert.equal(res.status, 201, res.text);
    const zotero = res.body as Integration;
    assert.equal(zotero.config.apiKey, MASK);
    const synced = await post('marie', INTEGRATIONS_API.sync(zotero.id));
    assert.equal(synced.status, 200, synced.text);
    const after = synced.body as Integration;
    assert.deepEqual([after.lastSyncResult?.ok, after.lastSyncResult?.recordsProcessed], [true, 3]);
    assert.ok(after.lastSync && Date.now() - Date.parse(after.lastSync) < 60_000);
    const pushed = services.zoteroItems.filter((i) => ((i.data as { tags: { tag: string }[] }).tags ?? []).some((x) => x.tag === 'scholarlens'));
    assert.equal(pushed.length, 3);
    const item = pushed.find((i) => ((i.data as { tags: { tag: string }[] }).tags ?? []).some((x) => x.tag === `scholarlens:${papers[0]}`))?.data as Record<string, unknown>;
    const paper = (await t.pool.query<{ title: string }>('select title from papers where id = $1', [papers[0]])).rows[0];
    assert.deepEqual([item.itemType, item.title], ['preprint', paper.title]);
    assert.ok((item.creators as { creatorType: string }[]).length > 0 && (item.creators as { creatorType: string }[]).every((c) => c.creatorType === 'author'));
    const again = (await post('marie', INTEGRATIONS_API.sync(zotero.id))).body as Integration;
    assert.equal(again.lastSyncResult?.recordsProcessed, 0, 'a re-sync adds nothing twice');
    assert.equal(services.zoteroItems.filter((i) => ((i.data as { tags: { tag: string }[] }).tags ?? []).some((x) => x.tag === 'scholarlens')).length, 3);
  });

  it('publishes a published course’s modules and reading list into Canvas, once', async () => {
    const created = await post('marie', COURSE_API.createAi, courseBody({ researchPapers: papers.slice(3, 6) }));
    assert.equal(created.status, 201, created.text);
    const course = await builtCourse(t, (created.body as CourseDetail).id);
    assert.equal(course.build.status, 'ready', JSON.stringify(course.build));
    assert.equal((await post('marie', COURSE_API.publish(course.id))).status, 200);
    const res = await connect('canvas', { baseUrl: `${services.url}/canvas`, courseId: CANVAS_COURSE, accessToken: CANVAS_TOKEN });
    assert.equal(res.status, 201, res.text);
    const canvas = res.body as Integration;
    const synced = (await post('marie', INTEGRATIONS_API.sync(canvas.id))).body as Integration;
    assert.equal(synced.lastSyncResult?.ok, true, JSON.stringify(synced.lastSyncResult));
    assert.equal(services.canvasModules.length, course.modules.length);
    const first = services.canvasModules[0];
    assert.equal(first.name, `${course.courseCode} · Week 1: ${course.modules[0].title}`);
    const links = first.items.filter((i) => i.type === 'ExternalUrl');
    assert.equal(links.length, course.modules[0].readings.length);
    assert.match(String(links[0].external_url), new RegExp(`/paper/${encodeURIComponent(course.modules[0].readings[0].paperId)}$`));
    const again = (await post('marie', INTEGRATIONS_API.sync(canvas.id))).body as Integration;
    assert.equal(again.lastSyncResult?.recordsProcessed, 0);
    assert.equal(services.canvasModules.length, course.modules.length);
    // One integration per Canvas course: with a course code set, only that course is published.
    const other = await connect('canvas', { baseUrl: `${services.url}/canvas`, courseId: CANVAS_COURSE, accessToken: CANVAS_TOKEN, courseCode: 'OTHER 101' });
    assert.equal(other.status, 201, other.text);
    const none = (await post('marie', INTEGRATIONS_API.sync((other.body as Integration).id))).body as Integration;
    assert.deepEqual([none.lastSyncResult?.ok, none.lastSyncResult?.recordsProcessed, none.lastSyncResult?.message], [true, 0, 'No published course has the code OTHER 101']);
    const mine = await connect('canvas', { baseUrl: `${services.url}/canvas`, courseId: CANVAS_COURSE, accessToken: CANVAS_TOKEN, courseCode: course.courseCode.toLowerCase() });
    const matched = (await post('marie', INTEGRATIONS_API.sync((mine.body as Integration).id))).body as Integration;
    assert.equal(matched.lastSyncResult?.message, '0 modules with 0 items published from 1 course', 'the course matched; its modules were there already');
    // course.published went to the webhook, which chose it.
    await eventually('the course.published delivery', async () => hooks('/hook').find((r) => r.headers['x-scholarlens-event'] === 'course.published'));
  });

  it('writes the security audit log export into an S3 bucket', async () => {
    const res = await connect('s3', { endpoint: s3Endpoint, region: 'us-east-1', bucket: 'exports', prefix: 'scholarlens/', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    assert.equal(res.status, 201, res.text);
    const s3 = res.body as Integration;
    assert.deepEqual([s3.config.accessKeyId, s3.config.secretAccessKey, s3.config.bucket], [MASK, MASK, 'exports']);
    const synced = (await post('marie', INTEGRATIONS_API.sync(s3.id))).body as Integration;
    assert.equal(synced.lastSyncResult?.ok, true, JSON.stringify(synced.lastSyncResult));
    const client = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'exports', Prefix: 'scholarlens/' }));
    const key = listed.Contents?.[0]?.Key ?? '';
    assert.match(key, /^scholarlens\/security-audit-log-.+\.csv$/);
    const object = await client.send(new GetObjectCommand({ Bucket: 'exports', Key: key }));
    const csv = await object.Body!.transformToString();
    assert.match(csv.split('\n')[0], /timestamp/i);
    client.destroy();
  });

  it('reads a member’s ORCID works and links them', async () => {
    const res = await connect('orcid', { orcidIds: ORCID_ID });
    assert.equal(res.status, 201, res.text);
    const orcid = res.body as Integration;
    const synced = (await post('marie', INTEGRATIONS_API.sync(orcid.id))).body as Integration;
    assert.deepEqual([synced.lastSyncResult?.recordsProcessed, synced.dataFlow.incoming], [2, 2]);
    const works = (await t.pool.query('select title, year, doi from integration_orcid_works where integration_id = $1 order by put_code', [orcid.id])).rows;
    assert.deepEqual(works, [
      { title: 'Sparse attention for long documents', year: 2023, doi: '10.1000/xyz123' },
      { title: 'Graph methods in citation analysis', year: 2021, doi: null },
    ]);
  });

  it('saves the Configure dialog: a masked secret keeps the stored one, and the change is checked against the service', async () => {
    const hourlyHook = await put('marie', INTEGRATIONS_API.config(webhook.id), { config: { url: `${services.url}/hook`, secret: MASK, events: ['paper.shared'] }, syncFrequency: 'hourly' });
    assert.deepEqual([hourlyHook.status, hourlyHook.body.message], [400, 'syncFrequency: Signed webhook delivers each event in real time']);
    const kept = await put('marie', INTEGRATIONS_API.config(webhook.id), { config: { url: `${services.url}/hook`, secret: MASK, events: ['paper.shared'] }, syncFrequency: 'real-time' });
    assert.equal(kept.status, 200, kept.text);
    assert.deepEqual([(kept.body as Integration).config.events, (kept.body as Integration).syncFrequency], [['paper.shared'], 'real-time']);
    const ping = hooks('/hook').at(-1)!;
    assert.equal(ping.headers['x-scholarlens-signature'], `sha256=${createHmac('sha256', SECRET).update(ping.body).digest('hex')}`, 'still signed with the stored secret');
    const bad = await put('marie', INTEGRATIONS_API.config(webhook.id), { config: { url: 'http://127.0.0.1:9/closed', events: ['paper.shared'] } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^config\.url/);
    assert.equal((await put('ada', INTEGRATIONS_API.config(webhook.id), { config: {} })).status, 403);
  });

  it('schedules an integration’s own sync at its frequency, and stops it when disconnected', async () => {
    const [orcid] = ((await get('marie', INTEGRATIONS_API.list)).body as Integration[]).filter((i) => i.templateId === 'orcid');
    const schedule = async () => (await t.app.get(PipelineSchedules).scheduled()).find((j) => j.id === `integration-${orcid.id}`);
    assert.deepEqual([orcid.syncFrequency, (await schedule())?.cron], ['daily', '0 3 * * *']);
    const hourly = await put('marie', INTEGRATIONS_API.config(orcid.id), { config: { orcidIds: ORCID_ID }, syncFrequency: 'hourly' });
    assert.equal(hourly.status, 200, hourly.text);
    assert.equal((await schedule())?.cron, '0 * * * *');
    const realTime = await put('marie', INTEGRATIONS_API.config(orcid.id), { config: { orcidIds: ORCID_ID }, syncFrequency: 'real-time' });
    assert.deepEqual([realTime.status, realTime.body.message], [400, 'syncFrequency: ORCID syncs hourly, daily or weekly']);
    assert.equal((await post('marie', INTEGRATIONS_API.disconnect(orcid.id))).status, 200);
    assert.equal(await schedule(), undefined);
  });

  it('runs pipelines on their schedule and on demand; Pause stops scheduled runs', async () => {
    const [s3] = ((await get('marie', INTEGRATIONS_API.list)).body as Integration[]).filter((i) => i.templateId === 's3');
    const wrong = await post('marie', INTEGRATIONS_API.pipelines, { name: 'Wrong', source: 'security-audit-log', integrationId: webhook.id, schedule: 'weekly' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.message, /^integrationId: a Signed webhook integration cannot receive/);
    assert.equal((await post('ada', INTEGRATIONS_API.pipelines, { name: 'x', source: 'security-audit-log', integrationId: s3.id, schedule: 'weekly' })).status, 403);
    const created = await post('marie', INTEGRATIONS_API.pipelines, { name: 'Weekly export → S3', source: 'security-audit-log', integrationId: s3.id, schedule: 'weekly' });
    assert.equal(created.status, 201, created.text);
    const pipeline = created.body as Pipeline;
    assert.deepEqual([pipeline.status, pipeline.runs, pipeline.lastRun, pipeline.destination.name], ['active', 0, null, 'S3-compatible storage']);
    const scheduled = await eventually('a scheduled run', async () => {
      const p = ((await get('ada', INTEGRATIONS_API.pipelines)).body as Pipeline[]).find((x) => x.id === pipeline.id);
      return p && p.runs >= 1 && p;
    });
    assert.deepEqual([scheduled.errorRate, scheduled.lastRun !== null, scheduled.recordsProcessed > 0], [0, true, true]);
    const run = (await post('marie', INTEGRATIONS_API.runPipeline(pipeline.id))).body as Pipeline;
    assert.ok(run.runs > scheduled.runs, 'Run now records a run');

    const paused = await post('marie', INTEGRATIONS_API.pausePipeline(pipeline.id));
    assert.equal(paused.status, 200, paused.text);
    assert.equal((paused.body as Pipeline).status, 'paused');
    assert.ok(!(await scheduledIds()).includes(pipeline.id), 'no repeatable job any more');
    await sleep(500); // a run already started finishes
    const runsAtPause = ((await get('marie', INTEGRATIONS_API.pipelines)).body as Pipeline[]).find((x) => x.id === pipeline.id)!.runs;
    await sleep(2_000); // more than three periods of 600 ms
    assert.equal(((await get('marie', INTEGRATIONS_API.pipelines)).body as Pipeline[]).find((x) => x.id === pipeline.id)!.runs, runsAtPause, 'no scheduled run while paused');
    const resumed = (await post('marie', INTEGRATIONS_API.resumePipeline(pipeline.id))).body as Pipeline;
    assert.equal(resumed.status, 'active');
    assert.ok((await scheduledIds()).includes(pipeline.id));
    await post('marie', INTEGRATIONS_API.pausePipeline(pipeline.id));
  });

  it("writes analytics' report to S3 only once the institution's works are synced (weekly analytics export → S3)", async () => {
    const [s3] = ((await get('marie', INTEGRATIONS_API.list)).body as Integration[]).filter((i) => i.templateId === 's3');
    const created = await post('marie', INTEGRATIONS_API.pipelines, { name: 'Weekly analytics → S3', source: 'analytics-report', integrationId: s3.id, schedule: 'weekly' });
    assert.equal(created.status, 201, created.text);
    const pipeline = created.body as Pipeline;
    await post('marie', INTEGRATIONS_API.pausePipeline(pipeline.id));
    const run = (await post('marie', INTEGRATIONS_API.runPipeline(pipeline.id))).body as Pipeline;
    assert.deepEqual([run.errorRate, run.lastRunMessage], [100, ANALYTICS_MESSAGES.notConfigured]);
  });

  it('records a failed pipeline run in its error rate', async () => {
    const res = await connect('s3', { endpoint: s3Endpoint, region: 'us-east-1', bucket: 'exports', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const s3 = res.body as Integration;
    const pipeline = (await post('marie', INTEGRATIONS_API.pipelines, { name: 'Doomed', source: 'security-audit-log', integrationId: s3.id, schedule: 'daily' })).body as Pipeline;
    await post('marie', INTEGRATIONS_API.pausePipeline(pipeline.id));
    await s3server.close(); // the storage goes away
    const run = (await post('marie', INTEGRATIONS_API.runPipeline(pipeline.id))).body as Pipeline;
    assert.equal(run.errorRate, 100);
    assert.match(run.lastRunMessage ?? '', /.+/);
    const failed = await post('marie', INTEGRATIONS_API.sync(s3.id));
    assert.equal(failed.status, 502, failed.text);
  });

  it('syncs only while connected; disconnect stops deliveries', async () => {
    const disconnected = await post('marie', INTEGRATIONS_API.disconnect(webhook.id));
    assert.equal(disconnected.status, 200, disconnected.text);
    assert.equal((disconnected.body as Integration).status, 'disconnected');
    const sync = await post('marie', INTEGRATIONS_API.sync(webhook.id));
    assert.deepEqual([sync.status, sync.body.message], [409, INTEGRATION_MESSAGES.notConnected]);
    const before = hooks('/hook').length;
    await share(papers[7]);
    await eventually('the Slack message of the last share', async () => hooks('/slack/hook').length >= 3);
    assert.equal(hooks('/hook').length, before, 'nothing is sent to a disconnected webhook');
  });

  it('hides every integration, delivery log and pipeline from another institution', async () => {
    const mine = (await get('marie', INTEGRATIONS_API.list)).body as Integration[];
    assert.ok(mine.length >= 6);
    assert.deepEqual((await get('grace', INTEGRATIONS_API.list)).body, []);
    assert.deepEqual((await get('grace', INTEGRATIONS_API.pipelines)).body, []);
    for (const [res, what] of [
      [await post('grace', INTEGRATIONS_API.sync(webhook.id)), 'sync'],
      [await post('grace', INTEGRATIONS_API.disconnect(webhook.id)), 'disconnect'],
      [await get('grace', INTEGRATIONS_API.deliveries(webhook.id)), 'deliveries'],
      [await put('grace', INTEGRATIONS_API.config(webhook.id), { config: {} }), 'config'],
      [await post('marie', INTEGRATIONS_API.sync('not-a-uuid')), 'bad id'],
    ] as const) {
      assert.equal(res.status, 404, `${what}: ${res.text}`);
    }
    const pipelines = (await get('marie', INTEGRATIONS_API.pipelines)).body as Pipeline[];
    assert.equal((await post('grace', INTEGRATIONS_API.runPipeline(pipelines[0].id))).status, 404);
    assert.equal((await post('grace', INTEGRATIONS_API.pausePipeline(pipelines[0].id))).status, 404);
    const templates = (await get('grace', INTEGRATIONS_API.templates)).body as IntegrationTemplate[];
    assert.ok((templates.find((x) => x.id === 'zotero')?.popularity ?? 0) >= 1, 'popularity counts connected integrations');
  });
});

describe('integrations refuse private addresses unless INTEGRATION_ALLOW_PRIVATE_HOSTS is on', () => {
  let env: PrivateEnv;
  let t: TestApp;
  let services: ServiceStandIns;
  const SECRET = 'a-signing-secret-of-the-receiver';
  const connect = async (templateId: string, config: object) =>
    (await t.as('marie')).post(INTEGRATIONS_API.connect).set('Origin', t.baseUrl).send({ templateId, config });

  before(async () => {
    services = await startServiceStandIns();
    env = await privateEnv();
    t = await startTestApp({ ...env.env, FIRST_START_IMPORT: 'false', SEARCH_EMBEDDING_WORKER: 'false', INTEGRATION_ALLOW_PRIVATE_HOSTS: 'false' });
    await demoInstitutionReady(t);
  });
  after(async () => {
    await t?.close();
    await env?.drop();
    await services?.close();
  });

  it('connecting a webhook, Slack or Canvas to a loopback address answers 400 naming the field, and nothing is called', async () => {
    const port = new URL(services.url).port;
    const cases: [string, object, string][] = [
      ['webhook', { url: `${services.url}/hook`, secret: SECRET, events: ['paper.shared'] }, 'config.url: must be a public address (127.0.0.1 is a loopback address)'],
      ['webhook', { url: `http://[::1]:${port}/hook`, secret: SECRET, events: ['paper.shared'] }, 'config.url: must be a public address (::1 is a loopback address)'],
      ['webhook', { url: 'http://169.254.169.254/latest/meta-data/', secret: SECRET, events: ['paper.shared'] }, 'config.url: must be a public address (169.254.169.254 is a link-local address)'],
      ['slack', { webhookUrl: `${services.url}/slack/hook`, events: ['paper.shared'] }, 'config.webhookUrl: must be a public address (127.0.0.1 is a loopback address)'],
      ['canvas', { baseUrl: `${services.url}/canvas`, courseId: CANVAS_COURSE, accessToken: CANVAS_TOKEN }, 'config.baseUrl: must be a public address (127.0.0.1 is a loopback address)'],
    ];
    for (const [templateId, config, message] of cases) {
      const res = await connect(templateId, config);
      assert.equal(res.status, 400, `${templateId} ${JSON.stringify(config)}: ${res.text}`);
      assert.equal(res.body.message, message);
    }
    // A name that resolves to loopback (localhost, from /etc/hosts) is refused as well.
    const named = await connect('webhook', { url: `http://localhost:${port}/hook`, secret: SECRET, events: ['paper.shared'] });
    assert.equal(named.status, 400, named.text);
    assert.match(named.body.message, /^config\.url: must be a public address \(localhost resolves to (127\.0\.0\.1|::1), a loopback address\)$/);
    assert.deepEqual(services.received, [], 'no request reached the loopback services');
    assert.deepEqual((await (await t.as('marie')).get(INTEGRATIONS_API.list)).body, [], 'nothing refused was connected');
  });
});
