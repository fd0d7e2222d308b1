/**
 * Research intelligence over HTTP (issue #34): the command center's live metrics measured from a
 * scenario with known counts (Ada and Marie active, three papers opened among them, one chat
 * message, one citation export, one search), each figure the caller's own institution's (Grace's
 * institution sees only what Grace did), members only: anonymous 401, no institution 404.
 * Its own database and Redis prefix: live researchers are read from the session store, and the run's
 * other files sign the same people in.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AI_QUEUES,
  API,
  COLLABORATION_API,
  type Channel,
  type DepartmentActivity,
  INSTITUTION_API,
  INSTITUTION_MESSAGES,
  INTELLIGENCE_API,
  type InstitutionUser,
  type IntelligenceAlert,
  INTELLIGENCE_MESSAGES,
  type LiveMetrics,
  type TrendingItem,
  trendingStatus,
  type ResearchTeam,
} from '@scholarlens/contracts';
import { DEMO_INSTITUTION_ID } from '../src/modules/institution/institutions/seeding-demo-institution/demo-institution.seed.js';
import { SecurityRecorder } from '../src/modules/institution/security/enforcing/security-recorder.js';
import { importFiles } from '../src/modules/papers/importing-papers/importer.js';
import { PaperIngestion } from '../src/modules/papers/importing-papers/paper-ingestion.js';
import { CORPUS, corpusLines, tempDir, writeLines } from '../src/modules/papers/testing/corpus.js';
import { healthPercent } from '../src/modules/institution/intelligence/live-metrics/system-pulse.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { setUpInstitutions } from './support/institutions.js';
import { untilOk } from './support/until-ok.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';

describe('research intelligence: live metrics', () => {
  let env: PrivateEnv;
  let t: AiTestApp;
  let papers: string[];
  let team: ResearchTeam;
  let general: Channel;
  const origin = () => t.baseUrl;
  const metricsOf = async (account: 'ada' | 'marie' | 'grace') => (await (await t.as(account)).get(INTELLIGENCE_API.liveMetrics)).body as LiveMetrics;

  before(async () => {
    env = await privateEnv();
    t = await startAiTestApp('intelligence', 5, env.env);
    papers = (await t.pool.query<{ id: string }>('select id from papers order by id')).rows.map((r) => r.id);
    assert.ok(papers.length >= 5);
    await setUpInstitutions(t);
    const marie = await t.as('marie');
    await t.as('ada'); // her sign-in accepts the invitation
    await untilOk('Ada active', async () => (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[], (us) => us.some((u) => u.email === 'ada@scholarlens.local' && u.status === 'active'));
  });
  after(async () => {
    await t?.close();
    await env?.drop();
  });

  it('answers only members, about their own institution', async () => {
    assert.equal((await t.anonymous().get(INTELLIGENCE_API.liveMetrics)).status, 401);
    const alan = await (await t.as('alan')).get(INTELLIGENCE_API.liveMetrics);
    assert.deepEqual([alan.status, alan.body.message], [404, INSTITUTION_MESSAGES.notAMember]);
    const ada = await (await t.as('ada')).get(INTELLIGENCE_API.liveMetrics);
    assert.equal(ada.status, 200, ada.text);
  });

  it('counts the scenario: two members live, three papers opened, one message, one citation export, one search', async () => {
    const [ada, marie, grace, alan] = [await t.as('ada'), await t.as('marie'), await t.as('grace'), await t.as('alan')];
    // Papers: Ada opens 0 and 1, Marie 1 and 2 (three distinct); Alan (no institution) opens 3; Grace (another institution) opens 4.
    for (const [who, index] of [[ada, 0], [ada, 1], [marie, 1], [marie, 2], [alan, 3], [grace, 4]] as const) {
      assert.equal((await who.get(`/api/papers/${papers[index]}`)).status, 200);
    }
    // One message in a team's general channel.
    team = (await marie.post(INSTITUTION_API.teams).set('Origin', origin()).send({ name: 'AI Research Lab' })).body as ResearchTeam;
    [general] = await untilOk('the general channel', async () => (await marie.get(COLLABORATION_API.channels(team.id))).body as Channel[], (cs) => cs.length === 1);
    assert.equal((await marie.post(COLLABORATION_API.messages(team.id, general.id)).set('Origin', origin()).send({ content: 'Read this one' })).status, 201);
    // One citation export by Marie (raised to pro for it), two by Grace in her own institution.
    const marieUser = await t.userOf('marie');
    assert.equal((await alan.post(API.adminUserPlan(marieUser.id)).set('Origin', origin()).send({ plan: 'pro' })).status, 200);
    assert.equal((await marie.post(`/api/papers/${papers[0]}/citation-export`).set('Origin', origin()).send({ format: 'apa' })).status, 200);
    for (let i = 0; i < 2; i++) assert.equal((await grace.post(`/api/papers/${papers[4]}/citation-export`).set('Origin', origin()).send({ format: 'apa' })).status, 200);
    // One search by Ada.
    assert.equal((await ada.get('/api/papers/search').query({ q: 'learning' })).status, 200);

    const demo = await untilOk(
      'the demo institution’s metrics',
      () => metricsOf('ada'),
      (m) => m.activePapers === 3 && m.citationsToday === 1 && m.searchesToday === 1 && m.collaborationsToday === 1,
    );
    assert.deepEqual(
      {
        liveResearchers: demo.liveResearchers,
        activePapers: demo.activePapers,
        collaborationsToday: demo.collaborationsToday,
        citationsToday: demo.citationsToday,
        alertsTriggered: demo.alertsTriggered,
        globalRanking: demo.globalRanking,
        searchesToday: demo.searchesToday,
        papersViewedToday: demo.papersViewedToday,
      },
      { liveResearchers: 2, activePapers: 3, collaborationsToday: 1, citationsToday: 1, alertsTriggered: 0, globalRanking: null, searchesToday: 1, papersViewedToday: 4 },
    );
    // Grace's institution: herself, her one paper and her two exports; nothing of the demo institution.
    // Grace joined at her sign-in a moment ago: the security interceptor notes her requests once it sees her membership (within a second).
    const other = await untilOk('the other institution’s metrics', () => metricsOf('grace'), (m) => m.citationsToday === 2 && m.liveResearchers === 1);
    assert.deepEqual([other.liveResearchers, other.activePapers, other.collaborationsToday, other.citationsToday, other.papersViewedToday], [1, 1, 0, 2, 1]);
  });

  it('departments: active members by their department, with who was active and the papers they opened; own institution only', async () => {
    const answer = await (await t.as('marie')).get(INTELLIGENCE_API.departments);
    assert.equal(answer.status, 200, answer.text);
    // Ada was invited with no department (setUpInstitutions); Marie, the demo's administrator, has none either.
    assert.deepEqual(answer.body as DepartmentActivity[], [{ department: null, researchers: 2, activeResearchers: 2, papersOpened: 3 }]);
    const grace = (await (await t.as('grace')).get(INTELLIGENCE_API.departments)).body as DepartmentActivity[];
    assert.deepEqual(grace.map((d) => [d.researchers, d.papersOpened]), [[1, 1]]);
    assert.equal((await t.anonymous().get(INTELLIGENCE_API.departments)).status, 401);
    assert.equal((await (await t.as('alan')).get(INTELLIGENCE_API.departments)).status, 404);
  });

  it('trending: categories of the papers members opened, with those members as collaborators; status by momentum', async () => {
    // The scenario: Ada opened papers 0 and 1, Marie 1 and 2.
    const readers = new Map<string, Set<string>>();
    const opened: [string, number][] = [['ada', 0], ['ada', 1], ['marie', 1], ['marie', 2]];
    for (const [who, index] of opened) {
      const { rows } = await t.pool.query<{ categories: string[] }>('select categories from papers where id = $1', [papers[index]]);
      for (const code of rows[0].categories) readers.set(code, (readers.get(code) ?? new Set()).add(who));
    }
    const answer = await (await t.as('ada')).get(INTELLIGENCE_API.trending);
    assert.equal(answer.status, 200, answer.text);
    const items = answer.body as TrendingItem[];
    assert.ok(items.length > 0, 'members read papers this fortnight and none before: their categories are rising');
    for (const item of items) {
      assert.equal(item.status, trendingStatus(item.momentum));
      assert.equal(item.collaborators, readers.get(item.id)?.size ?? 0, item.id);
      if (item.source === 'members') assert.ok(readers.has(item.id), `${item.id} comes from members' reading`);
    }
    const graceItems = (await (await t.as('grace')).get(INTELLIGENCE_API.trending)).body as TrendingItem[];
    assert.ok(graceItems.every((i) => i.collaborators <= 1), 'Grace’s institution: only her own reading counts');
    assert.equal((await (await t.as('alan')).get(INTELLIGENCE_API.trending)).status, 404);
  });

  it('alerts: a recorded security violation raises a high threat needing action; an administrator acknowledges it', async () => {
    const marie = await t.as('marie');
    const users = (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[];
    const ada = users.find((u) => u.email === 'ada@scholarlens.local')!;
    const adaUser = await t.userOf('ada');
    // What the security interceptor records when it refuses a request (security.e2e-spec provokes a real one).
    await t.app
      .get(SecurityRecorder)
      .violation({ memberId: ada.id, institutionId: DEMO_INSTITUTION_ID, email: ada.email, role: 'member', status: 'active', userId: adaUser.id }, '10.0.0.9', 'GET /api/papers/:id', 'address not in the IP whitelist');
    const [alert] = await untilOk('the alert', async () => (await marie.get(INTELLIGENCE_API.alerts)).body as IntelligenceAlert[], (as) => as.length === 1);
    assert.deepEqual(
      [alert.type, alert.priority, alert.title, alert.actionRequired, alert.rule, alert.acknowledgedAt],
      ['threat', 'high', 'Security violation', true, 'security-violation', null],
    );
    assert.equal(alert.description, 'A request to GET /api/papers/:id from 10.0.0.9 was refused: address not in the IP whitelist.');
    assert.equal((await metricsOf('ada')).alertsTriggered, 1);
    assert.deepEqual((await (await t.as('grace')).get(INTELLIGENCE_API.alerts)).body, [], 'another institution sees none');

    const acknowledge = async (account: 'ada' | 'marie' | 'grace', id = alert.id) => (await t.as(account)).post(INTELLIGENCE_API.acknowledgeAlert(id)).set('Origin', origin()).send({});
    assert.equal((await acknowledge('ada')).status, 403, 'members read alerts, administrators acknowledge them');
    const foreign = await acknowledge('grace');
    assert.deepEqual([foreign.status, foreign.body.message], [404, INTELLIGENCE_MESSAGES.alertNotFound]);
    assert.equal((await acknowledge('marie', 'not-an-alert')).status, 404);
    assert.equal((await acknowledge('marie')).status, 204);
    const [after] = (await marie.get(INTELLIGENCE_API.alerts)).body as IntelligenceAlert[];
    assert.equal(after.actionRequired, false);
    assert.ok(after.acknowledgedAt);
    assert.equal((await acknowledge('marie')).status, 204, 'a second acknowledgement changes nothing');
  });

  it('alerts: a paper newly imported in a category the team shared raises an opportunity (once per team, category and day)', async () => {
    const marie = await t.as('marie');
    // The team's topics: the categories of the paper Marie shares in its channel.
    const shared = (await t.pool.query<{ id: string; categories: string[] }>('select id, categories from papers where id = $1', [papers[0]])).rows[0];
    const share = await marie.post(COLLABORATION_API.messages(team.id, general.id)).set('Origin', origin()).send({ content: 'Ours', messageType: 'paper_share', metadata: { paperId: shared.id } });
    assert.equal(share.status, 201, share.text);
    // The rule matches topics the team had before the import: let the topics read model take the share first.
    await untilOk('the team’s topics', async () => (await t.pool.query('select category from intelligence_team_topics where team_id = $1', [team.id])).rowCount, (n) => n! > 0);
    // Two new papers of one of those categories, from further down the corpus.
    const lines = (await corpusLines(CORPUS.daily, 400)).slice(5).filter((l) => (JSON.parse(l).categories as string[]).some((c) => shared.categories.includes(c))).slice(0, 2);
    assert.equal(lines.length, 2, `the corpus has more papers of ${shared.categories.join(', ')}`);
    const report = await importFiles(t.app.get(PaperIngestion), [writeLines(tempDir(), 'new.jsonl', lines)]);
    assert.equal(report.new, 2);
    const opportunities = await untilOk(
      'the opportunity alert',
      async () => ((await marie.get(INTELLIGENCE_API.alerts)).body as IntelligenceAlert[]).filter((a) => a.type === 'opportunity'),
      (as) => as.length >= 1,
    );
    const first = JSON.parse(lines[0]) as { categories: string[] };
    const matched = first.categories.filter((c) => shared.categories.includes(c));
    assert.equal(opportunities.length, new Set([...lines.flatMap((l) => (JSON.parse(l).categories as string[]).filter((c) => shared.categories.includes(c)))]).size, 'one per matched category today');
    const alert = opportunities.find((a) => a.description.includes(`(${matched[0]})`))!;
    assert.deepEqual([alert.priority, alert.title, alert.actionRequired, alert.rule], ['medium', 'New paper for AI Research Lab', false, 'new-paper-for-team']);
    // It names the first matching paper of the day: either of the two (one bulk append orders them).
    const titles = lines.map((l) => (JSON.parse(l) as { title: string }).title);
    assert.ok(titles.some((title) => alert.description.startsWith(`“${title}” (${matched[0]})`)), alert.description);
    assert.deepEqual(((await (await t.as('grace')).get(INTELLIGENCE_API.alerts)).body as IntelligenceAlert[]).filter((a) => a.type === 'opportunity'), []);
  });

  it('system health from the platform’s checks, AI jobs from the AI queues, load from the host', async () => {
    const m = await metricsOf('marie');
    assert.deepEqual(
      m.healthChecks.map((c) => c.name),
      ['Database', 'Redis', 'Event store', 'Projection lag', 'Queue depth'],
    );
    assert.equal(m.systemHealth, healthPercent(m.healthChecks));
    assert.deepEqual(m.systemDown, m.healthChecks.filter((c) => c.status !== 'ok').map((c) => c.name));
    assert.equal(m.healthChecks[0].status, 'ok');
    assert.ok(Number.isInteger(m.aiProcessingJobs) && m.aiProcessingJobs >= 0, `${AI_QUEUES.join(', ')}: ${m.aiProcessingJobs}`);
    assert.ok(m.systemLoad.cores >= 1 && m.systemLoad.loadAverage >= 0);
    assert.ok(Math.abs(m.systemLoad.percent - (m.systemLoad.loadAverage / m.systemLoad.cores) * 100) <= 1, JSON.stringify(m.systemLoad));
    assert.ok(Date.now() - Date.parse(m.measuredAt) < 10_000);
  });
});
