/**
 * Research intelligence, the rest of issue #34, over HTTP:
 * - alert rules over members' reading: members of two departments reading a new topic raise a
 *   collaboration alert, a third reader turns it breakthrough; both acknowledged by an administrator
 *   (Action Required cleared), members read but do not acknowledge, another institution sees none;
 * - GET /api/intelligence/global from OpenAlex's group_by answers (a loopback server in OpenAlex's
 *   documented shape), and `not-configured` without an OpenAlex key;
 * - the assistant's trends, literature gaps and field summary of a topic (from the catalog, the last
 *   two written by the local AI provider and labelled with it), and grants from NIH RePORTER (the
 *   recorded project search replayed; an error answer is a 502 naming the service), `not-configured`
 *   without a grants source; "No summary available" (null) without papers of the topic;
 * - access: anonymous 401, no institution 404, a bad topic 400 naming the field.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  AI_RESEARCH_API,
  AI_RESEARCH_GRANTS_LIMIT,
  type FieldSummaryAnswer,
  type GlobalIntelligence,
  type GrantsAnswer,
  INSTITUTION_API,
  INTELLIGENCE_API,
  type InstitutionUser,
  type IntelligenceAlert,
  type LiteratureGapsAnswer,
  TOPIC_TOP_PAPERS,
  type TopicTrendsAnswer,
} from '@scholarlens/contracts';
import { LOCAL_MODELS } from '../src/platform/ai/llm/local-ai.provider.js';
import { FIXTURES_DIR, type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { demoInstitutionReady, setUpInstitutions } from './support/institutions.js';
import { untilOk } from './support/until-ok.js';

const JSON_HEADERS = { 'content-type': 'application/json' };
const NIH_FIXTURE = path.join(FIXTURES_DIR, 'grants', 'nih-reporter-v1-projects-search-qualitative-2019.json');
const recordedNih = JSON.parse(readFileSync(NIH_FIXTURE, 'utf8')) as { body: { meta: { total: number }; results: { project_num: string }[] } };
const RECENT_YEAR = new Date().getUTCFullYear() - 1;

/** OpenAlex's documented group_by answer: { meta, group_by: [{ key, key_display_name, count }] }. */
function fieldsOf(year: number) {
  const counts: Record<string, [string, number]> =
    year === RECENT_YEAR
      ? { 17: ['Computer Science', 300_000], 27: ['Medicine', 900_000], 22: ['Engineering', 420_000] }
      : { 17: ['Computer Science', 240_000], 27: ['Medicine', 1_000_000], 22: ['Engineering', 400_000] };
  const groups = Object.entries(counts).map(([id, [name, count]]) => ({ key: `https://openalex.org/fields/${id}`, key_display_name: name, count }));
  return { meta: { count: groups.reduce((n, g) => n + g.count, 0), db_response_time_ms: 10, page: null, per_page: 200, groups_count: groups.length }, group_by: groups };
}

describe('research intelligence: alert rules over reading, global fields, the assistant’s topic answers and grants', () => {
  let t: AiTestApp;
  let replay: ReplayServer;
  let nihFails = false;
  const origin = () => t.baseUrl;

  before(async () => {
    replay = await startReplayServer((req) => {
      if (req.path === '/openalex/works' && req.query.get('group_by') === 'primary_topic.field.id') {
        const year = Number(/publication_year:(\d{4})/.exec(req.query.get('filter') ?? '')?.[1]);
        return { status: 200, headers: JSON_HEADERS, body: JSON.stringify(fieldsOf(year)) };
      }
      if (req.method === 'POST' && req.path === '/nih/v2/projects/search') {
        return nihFails ? { status: 400, headers: JSON_HEADERS, body: '{"message":"Invalid search criteria"}' } : { status: 200, headers: JSON_HEADERS, body: JSON.stringify(recordedNih.body) };
      }
      return undefined;
    });
    t = await startAiTestApp('intel_research', 200, {
      OPENALEX_URL: `${replay.url}/openalex`,
      OPENALEX_API_KEY: 'loopback-key',
      OPENALEX_MIN_INTERVAL_MS: '0',
      GRANTS_SOURCE: 'nih-reporter',
      NIH_REPORTER_URL: `${replay.url}/nih/v2/projects/search`,
    });
    // Marie administers the demo institution; Ada (Biology) and Alan (Physics) are its members; Grace administers another.
    await demoInstitutionReady(t);
    const marie = await t.as('marie');
    for (const [email, department] of [['ada@scholarlens.local', 'Biology'], ['admin@scholarlens.local', 'Physics']]) {
      const invited = await marie.post(INSTITUTION_API.invite).set('Origin', origin()).send({ email, department });
      assert.equal(invited.status, 201, invited.text);
    }
    const other = await (await t.as('alan'))
      .post(INSTITUTION_API.adminInstitutions)
      .set('Origin', origin())
      .send({ name: 'Other University', domain: 'other.edu', subdomain: 'other', tier: 'basic', maxUsers: 5, adminEmail: 'grace@scholarlens.local' });
    assert.equal(other.status, 201, other.text);
    for (const who of ['ada', 'alan', 'grace'] as const) assert.equal((await (await t.as(who)).get(INSTITUTION_API.institution)).status, 200, `${who} joined`);
    await untilOk(
      'Ada and Alan active',
      async () => (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[],
      (us) => us.filter((u) => u.status === 'active').length === 3,
    );
  });
  after(async () => {
    await t?.close();
    await replay?.close();
  });

  it('two departments reading a new topic raise a collaboration alert; a third reader turns it breakthrough; acknowledged by an administrator', async () => {
    // Three papers of one category only, so the views move exactly one topic.
    const { rows } = await t.pool.query<{ code: string; ids: string[] }>(
      `select categories->>0 as code, array_agg(id order by id) as ids from papers where jsonb_array_length(categories) = 1
        group by categories->>0 having count(*) >= 3 order by count(*) desc, 1 limit 1`,
    );
    assert.ok(rows[0], 'the corpus slice has three papers of one category');
    const [code, [p1, p2, p3]] = [rows[0].code, rows[0].ids];
    const alertsOf = async (who: 'marie' | 'ada' | 'grace') => (await (await t.as(who)).get(INTELLIGENCE_API.alerts)).body as IntelligenceAlert[];

    assert.equal((await (await t.as('ada')).get(`/api/papers/${p1}`)).status, 200);
    assert.equal((await (await t.as('alan')).get(`/api/papers/${p2}`)).status, 200);
    const [collaboration] = await untilOk('the collaboration alert', () => alertsOf('marie'), (as) => as.some((a) => a.type === 'collaboration'));
    assert.deepEqual(
      [collaboration.type, collaboration.priority, collaboration.rule, collaboration.department, collaboration.actionRequired],
      ['collaboration', 'medium', 'departments-reading-new-topic', 'Biology, Physics', true],
    );
    assert.match(collaboration.title, new RegExp(`^Biology and Physics are reading .*\\(${code.replace('.', '\\.')}\\)$`));
    assert.equal((await alertsOf('marie')).filter((a) => a.type === 'breakthrough').length, 0, 'two readers are not a breakthrough');

    assert.equal((await (await t.as('marie')).get(`/api/papers/${p3}`)).status, 200);
    const withBreakthrough = await untilOk('the breakthrough alert', () => alertsOf('marie'), (as) => as.some((a) => a.type === 'breakthrough'));
    const breakthrough = withBreakthrough.find((a) => a.type === 'breakthrough')!;
    assert.deepEqual([breakthrough.priority, breakthrough.rule, breakthrough.actionRequired], ['high', 'topic-breakthrough', true]);
    assert.match(breakthrough.description, /grew 300% \(3 views by 3 members in the last 14 days, 0 in the 14 before\)/);
    assert.deepEqual(await alertsOf('grace'), [], 'another institution sees none of them');
    assert.equal((await alertsOf('ada')).length, 2, 'members read them');

    // Reading more of it raises nothing more.
    assert.equal((await (await t.as('ada')).get(`/api/papers/${p2}`)).status, 200);
    await new Promise((r) => setTimeout(r, 1_000));
    assert.equal((await alertsOf('marie')).length, 2);

    const acknowledge = async (who: 'ada' | 'marie' | 'grace', id: string) => (await t.as(who)).post(INTELLIGENCE_API.acknowledgeAlert(id)).set('Origin', origin()).send({});
    assert.equal((await acknowledge('ada', breakthrough.id)).status, 403);
    assert.equal((await acknowledge('grace', breakthrough.id)).status, 404);
    for (const a of [collaboration, breakthrough]) assert.equal((await acknowledge('marie', a.id)).status, 204);
    const after = await alertsOf('marie');
    assert.deepEqual(after.map((a) => [a.type, a.actionRequired, a.acknowledgedAt !== null]).sort(), [
      ['breakthrough', false, true],
      ['collaboration', false, true],
    ]);
  });

  it('global: the fastest-growing fields worldwide from OpenAlex, last full year over the one before; members only', async () => {
    const res = await (await t.as('ada')).get(INTELLIGENCE_API.global);
    assert.equal(res.status, 200, res.text);
    const global = res.body as GlobalIntelligence;
    assert.deepEqual([global.status, global.source, global.recentYear, global.previousYear], ['ready', 'OpenAlex', RECENT_YEAR, RECENT_YEAR - 1]);
    assert.deepEqual(
      global.fields.map((f) => [f.name, f.growth, f.recentWorks, f.previousWorks]),
      [
        ['Computer Science', 25, 300_000, 240_000],
        ['Engineering', 5, 420_000, 400_000],
        ['Medicine', -10, 900_000, 1_000_000],
      ],
    );
    const calls = replay.requests.filter((r) => r.path === '/openalex/works');
    assert.deepEqual(calls.map((r) => r.query.get('filter')).sort(), [`publication_year:${RECENT_YEAR - 1}`, `publication_year:${RECENT_YEAR}`]);
    assert.ok(calls.every((r) => r.query.get('api_key') === 'loopback-key'));
    assert.equal((await t.anonymous().get(INTELLIGENCE_API.global)).status, 401);
  });

  it('the assistant: a topic’s trends from the catalog; gaps and summary by the AI provider, labelled, from its top papers', async () => {
    const { rows } = await t.pool.query<{ code: string }>(`select categories->>0 as code from papers where categories ? 'cs.CV' limit 1`);
    assert.ok(rows[0], 'the corpus slice has computer-vision papers');
    const ada = await t.as('ada');
    const trends = (await ada.get(AI_RESEARCH_API.trends).query({ topic: 'computer-vision' })).body as TopicTrendsAnswer;
    assert.equal(trends.topic, 'computer-vision');
    assert.ok(trends.window, trends.source);
    const cv = trends.trends.find((x) => x.category === 'cs.CV');
    assert.ok(cv, JSON.stringify(trends));
    const counted = await t.pool.query<{ recent: string; previous: string }>(
      `select count(*) filter (where published_date between $1::date and $2::date) as recent,
              count(*) filter (where published_date between $3::date and $4::date) as previous
         from papers where categories ? 'cs.CV'`,
      [trends.window.recentFrom, trends.window.recentTo, trends.window.previousFrom, trends.window.previousTo],
    );
    assert.deepEqual([cv.relatedPapers, cv.previousPapers], [Number(counted.rows[0].recent), Number(counted.rows[0].previous)]);
    assert.deepEqual(cv.leadingInstitutions, [], 'the catalog records no affiliations');

    const top = (
      await t.pool.query<{ id: string }>(`select id from papers where categories ?| array['cs.CV'] order by views desc, published_date desc, id desc limit $1`, [TOPIC_TOP_PAPERS])
    ).rows.map((r) => r.id);
    const gaps = (await ada.get(AI_RESEARCH_API.literatureGaps).query({ topic: 'computer-vision' })).body as LiteratureGapsAnswer;
    assert.deepEqual(gaps.provenance, { provider: 'local', model: LOCAL_MODELS.gaps });
    assert.deepEqual(gaps.basedOn.map((p) => p.paperId), top);
    assert.ok(gaps.gaps.length > 0);
    for (const g of gaps.gaps) {
      assert.ok(['methodology', 'application', 'theory', 'empirical'].includes(g.gapType));
      assert.ok(g.relatedPapers.every((p) => top.includes(p.paperId)), 'gaps name the papers read, nothing else');
    }
    const summary = (await ada.get(AI_RESEARCH_API.summary).query({ topic: 'computer-vision' })).body as FieldSummaryAnswer;
    assert.deepEqual(summary.provenance, { provider: 'local', model: LOCAL_MODELS.fieldSummary });
    assert.ok(summary.summary);
    assert.match(summary.summary.overview, new RegExp(`^${top.length} of the most-read Computer Vision papers in the catalog`));
    assert.ok(summary.summary.methodologies.length > 0);
    assert.deepEqual(summary.basedOn.map((p) => p.paperId), top);
    // Cached: asked again, the same text (the same moment it was written).
    assert.equal(((await ada.get(AI_RESEARCH_API.summary).query({ topic: 'computer-vision' })).body as FieldSummaryAnswer).generatedAt, summary.generatedAt);

    const bad = await ada.get(AI_RESEARCH_API.summary).query({ topic: 'astrology' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^topic: topic must be one of machine-learning, computer-vision/);
    assert.equal((await t.anonymous().get(AI_RESEARCH_API.trends)).status, 401);
  });

  it('grants: NIH RePORTER’s projects on the topic (the recorded search replayed), ranked by match; an error answer is a 502 naming the service', async () => {
    const res = await (await t.as('ada')).get(AI_RESEARCH_API.grants).query({ topic: 'machine-learning' });
    assert.equal(res.status, 200, res.text);
    const answer = res.body as GrantsAnswer;
    assert.deepEqual([answer.status, answer.total, answer.source?.name], ['ready', recordedNih.body.meta.total, 'NIH RePORTER']);
    assert.equal(answer.grants.length, AI_RESEARCH_GRANTS_LIMIT);
    const recordedIds = new Set(recordedNih.body.results.map((r) => r.project_num));
    assert.ok(answer.grants.every((g) => recordedIds.has(g.id)), 'every grant is a recorded project: none invented');
    assert.ok(answer.grants.every((g) => g.deadline === null && g.requirements.length === 0 && g.collaborationRequired === null));
    const scores = answer.grants.map((g) => g.matchScore);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    const sent = replay.requests.filter((r) => r.path === '/nih/v2/projects/search');
    assert.equal(sent.length, 1);

    nihFails = true;
    const failed = await (await t.as('ada')).get(AI_RESEARCH_API.grants).query({ topic: 'robotics' });
    assert.equal(failed.status, 502);
    assert.match(failed.body.message, /^NIH RePORTER did not answer: NIH RePORTER POST .* failed: HTTP 400 — .*Invalid search criteria/);
    nihFails = false;
  });
});

describe('research intelligence without live access, a grants source or papers', () => {
  let t: AiTestApp;

  before(async () => {
    t = await startAiTestApp('intel_research_off', 0, { OPENALEX_API_KEY: '', GRANTS_SOURCE: 'none' });
    await setUpInstitutions(t);
  });
  after(async () => {
    await t?.close();
  });

  it('global says OpenAlex is not configured; grants say no source is; no summary without papers; no institution 404', async () => {
    const ada = await t.as('ada');
    const global = (await ada.get(INTELLIGENCE_API.global)).body as GlobalIntelligence;
    assert.deepEqual([global.status, global.fields, global.variable], ['not-configured', [], 'OPENALEX_API_KEY']);
    const grants = (await ada.get(AI_RESEARCH_API.grants)).body as GrantsAnswer;
    assert.deepEqual(grants, { status: 'not-configured', topic: 'machine-learning', grants: [], total: null, source: null, variable: 'GRANTS_SOURCE' });
    const summary = (await ada.get(AI_RESEARCH_API.summary).query({ topic: 'robotics' })).body as FieldSummaryAnswer;
    assert.deepEqual([summary.summary, summary.basedOn, summary.provenance.provider], [null, [], 'local']);
    const gaps = (await ada.get(AI_RESEARCH_API.literatureGaps)).body as LiteratureGapsAnswer;
    assert.deepEqual(gaps.gaps, []);
    const trends = (await ada.get(AI_RESEARCH_API.trends)).body as TopicTrendsAnswer;
    assert.deepEqual(trends.trends, []);
    for (const p of [INTELLIGENCE_API.global, AI_RESEARCH_API.trends, AI_RESEARCH_API.literatureGaps, AI_RESEARCH_API.summary, AI_RESEARCH_API.grants]) {
      assert.equal((await (await t.as('alan')).get(p)).status, 404, `${p}: Alan belongs to no institution`);
    }
  });
});
