/**
 * Team chat over HTTP (issue #30): a team's `general` channel on creation; channels (blank 400,
 * duplicate 409, private ones invisible outside their members: 404), members with names and role,
 * messages (text and paper shares, non-blank, ≤ 10,000 characters, newest first with a cursor), each
 * counted as a collaboration event of the institution; access: anonymous 401, no institution 404,
 * another institution 404, outside the team 403, guests post but do not create channels. Live
 * delivery: Server-Sent Events fed by the projection, resumed from Last-Event-ID without gaps or
 * repeats, across two backend processes on one database.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  COLLABORATION_API,
  COLLABORATION_MESSAGES,
  type Channel,
  type CollaborationMember,
  GENERAL_CHANNEL,
  INSTITUTION_API,
  INSTITUTION_MESSAGES,
  type InstitutionUsageDay,
  type InstitutionUser,
  type MyTeam,
  NEXT_CURSOR_HEADER,
  type ResearchTeam,
  type TeamMessage,
} from '@scholarlens/contracts';
import request from 'supertest';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { type SseStream, openSse } from './collaboration.support.js';
import { setUpInstitutions } from './support/institutions.js';
import { startSecondBackend } from './support/second-backend.js';
import { signIn } from './support/sign-in.js';
import { untilOk } from './support/until-ok.js';

/** How soon a live message must arrive here (the bench measures the real latency). */
const LIVE_MS = 3_000;


describe('team collaboration chat', () => {
  let t: AiTestApp;
  let lab: ResearchTeam;
  let solo: ResearchTeam;
  let visitors: ResearchTeam;
  let general: Channel;
  let paperId: string;
  let adaMemberId: string;
  const cookies = new Map<string, string>();
  const streams: SseStream[] = [];
  const origin = () => t.baseUrl;

  /** A session cookie of its own (for the raw SSE reader). */
  const cookieOf = async (account: 'ada' | 'marie' | 'grace' | 'alan') => {
    if (!cookies.has(account)) cookies.set(account, (await signIn(request.agent(t.baseUrl), account, t.baseUrl)).sessionCookie.split(';')[0]);
    return cookies.get(account)!;
  };
  const open = async (base: string, teamId: string, channelId: string, account: 'ada' | 'marie' | 'grace' | 'alan', headers: Record<string, string> = {}, query = '') => {
    const stream = await openSse(`${base}${COLLABORATION_API.stream(teamId, channelId)}${query}`, { Cookie: await cookieOf(account), ...headers });
    streams.push(stream);
    return stream;
  };
  const post = async (account: 'ada' | 'marie', channelId: string, body: object, teamId = lab.id) =>
    (await t.as(account)).post(COLLABORATION_API.messages(teamId, channelId)).set('Origin', origin()).send(body);

  before(async () => {
    t = await startAiTestApp('collaboration', 3);
    paperId = (await t.pool.query<{ id: string }>('select id from papers order by id limit 1')).rows[0].id;
    await setUpInstitutions(t);
    await t.as('ada'); // her sign-in accepts the invitation
    const marie = await t.as('marie');
    const users = await untilOk('Ada active', async () => (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[], (us) => us.some((u) => u.email === 'ada@scholarlens.local' && u.status === 'active'));
    adaMemberId = users.find((u) => u.email === 'ada@scholarlens.local')!.id;
    const team = async (name: string) => (await marie.post(INSTITUTION_API.teams).set('Origin', origin()).send({ name })).body as ResearchTeam;
    lab = await team('AI Research Lab');
    solo = await team('Solo');
    visitors = await team('Visitors');
    assert.equal((await marie.post(INSTITUTION_API.teamMembers(lab.id)).set('Origin', origin()).send({ memberId: adaMemberId, role: 'member' })).status, 201);
    assert.equal((await marie.post(INSTITUTION_API.teamMembers(visitors.id)).set('Origin', origin()).send({ memberId: adaMemberId, role: 'guest' })).status, 201);
  });
  after(async () => {
    for (const s of streams) s.close();
    await t?.close();
  });

  it('a team gets its general channel; GET /api/teams lists the caller’s own teams with their role', async () => {
    const ada = await t.as('ada');
    const channels = await untilOk('the general channel', async () => (await ada.get(COLLABORATION_API.channels(lab.id))).body as Channel[], (cs) => cs.length === 1);
    general = channels[0];
    assert.deepEqual([general.name, general.description, general.isPrivate], [GENERAL_CHANNEL.name, GENERAL_CHANNEL.description, false]);
    const mine = (await ada.get(COLLABORATION_API.myTeams)).body as MyTeam[];
    assert.deepEqual(mine.map((m) => [m.name, m.myRole, m.memberCount]), [
      ['AI Research Lab', 'member', 2],
      ['Visitors', 'guest', 2],
    ]);
    assert.deepEqual(((await (await t.as('marie')).get(COLLABORATION_API.myTeams)).body as MyTeam[]).map((m) => m.name), ['AI Research Lab', 'Solo', 'Visitors']);
  });

  it('members: id, role and the account’s name', async () => {
    const members = (await (await t.as('ada')).get(COLLABORATION_API.members(lab.id))).body as CollaborationMember[];
    assert.deepEqual(members.map((m) => [m.role, m.user.name]), [
      ['admin', 'Marie Curie'],
      ['member', 'Ada Lovelace'],
    ]);
    assert.equal(members[1].id, adaMemberId);
  });

  it('channels: blank 400, taken name 409 (any case), guests cannot create, private ones only for their members', async () => {
    const marie = await t.as('marie');
    const create = (body: object, as = marie, teamId = lab.id) => as.post(COLLABORATION_API.channels(teamId)).set('Origin', origin()).send(body);
    const blank = await create({ name: '   ' });
    assert.equal(blank.status, 400);
    assert.match(blank.body.message, /^name: /);
    const missing = await create({ description: 'x' });
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /^name: /);
    assert.match((await create({ name: 'x', isPrivate: 'yes' })).body.message, /^isPrivate: /);
    const taken = await create({ name: ' GENERAL ' });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message, COLLABORATION_MESSAGES.channelNameTaken);

    const papers = await create({ name: 'papers', description: 'Reading list' });
    assert.equal(papers.status, 201, papers.text);
    assert.deepEqual([papers.body.name, papers.body.description, papers.body.isPrivate], ['papers', 'Reading list', false]);
    const secret = (await create({ name: 'secret', isPrivate: true })).body as Channel;
    assert.equal(secret.isPrivate, true);

    const ada = await t.as('ada');
    assert.deepEqual(((await ada.get(COLLABORATION_API.channels(lab.id))).body as Channel[]).map((c) => c.name), ['general', 'papers']);
    for (const res of [
      await ada.get(COLLABORATION_API.messages(lab.id, secret.id)),
      await post('ada', secret.id, { content: 'let me in' }),
      await (await open(t.baseUrl, lab.id, secret.id, 'ada')).body().then((text) => ({ status: 404, body: JSON.parse(text) })),
    ]) {
      assert.equal(res.status, 404);
      assert.equal(res.body.message, COLLABORATION_MESSAGES.channelNotFound);
    }
    const nameTaken = await create({ name: 'Secret' }, ada);
    assert.equal(nameTaken.status, 409, 'a private name is taken too (the 409 says only that)');

    // A plain member cannot add people; a team administrator can, and only members of the team.
    const addAda = (as = marie) => as.post(COLLABORATION_API.channelMembers(lab.id, secret.id)).set('Origin', origin()).send({ memberId: adaMemberId });
    assert.equal((await addAda(ada)).status, 404, 'Ada cannot see it yet');
    const outsider = await marie.post(COLLABORATION_API.channelMembers(lab.id, secret.id)).set('Origin', origin()).send({ memberId: '00000000-0000-4000-8000-000000000001' });
    assert.equal(outsider.status, 400);
    assert.match(outsider.body.message, /^memberId: /);
    assert.equal((await addAda()).status, 204);
    assert.equal((await addAda()).status, 409);
    assert.deepEqual(((await ada.get(COLLABORATION_API.channels(lab.id))).body as Channel[]).map((c) => c.name), ['general', 'papers', 'secret']);
    assert.equal((await post('ada', secret.id, { content: 'thanks' })).status, 201);

    // A guest reads and posts, but does not create channels.
    const visitorsGeneral = await untilOk('general of Visitors', async () => (await ada.get(COLLABORATION_API.channels(visitors.id))).body as Channel[], (cs) => cs.length === 1);
    const guest = await create({ name: 'mine' }, ada, visitors.id);
    assert.equal(guest.status, 403);
    assert.equal(guest.body.message, COLLABORATION_MESSAGES.guestsCannotCreate);
    assert.equal((await post('ada', visitorsGeneral[0].id, { content: 'hello as a guest' }, visitors.id)).status, 201);
  });

  it('messages: text and paper shares, trimmed; blank, too long and unknown papers refused; newest first with a cursor', async () => {
    const text = await post('ada', general.id, { content: '  Hello team\nsecond line  ', messageType: 'text' });
    assert.equal(text.status, 201, text.text);
    const m = text.body as TeamMessage;
    assert.deepEqual([m.content, m.messageType, m.metadata, m.user.name, m.memberId], ['Hello team\nsecond line', 'text', null, 'Ada Lovelace', adaMemberId]);
    assert.match(m.createdAt, /^\d{4}-\d\d-\d\dT/);

    for (const [body, field] of [
      [{ content: ' \n\t ' }, 'content'],
      [{}, 'content'],
      [{ content: 'x'.repeat(10_001) }, 'content'],
      [{ content: 'x', messageType: 'poll' }, 'messageType'],
      [{ content: 'x', messageType: 'paper_share' }, 'metadata'],
      [{ content: 'x', messageType: 'paper_share', metadata: {} }, 'metadata.paperId'],
      [{ content: 'x', metadata: 'paper' }, 'metadata'],
    ] as const) {
      const res = await post('ada', general.id, body);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 80)}: ${res.text}`);
      assert.ok(res.body.message.startsWith(`${field}: `), `${field}: ${res.body.message}`);
    }
    assert.equal((await post('ada', general.id, { content: 'x'.repeat(10_000) })).status, 201, 'exactly 10,000 characters');
    const unknown = await post('ada', general.id, { content: 'look', messageType: 'paper_share', metadata: { paperId: '2999.99999' } });
    assert.equal(unknown.status, 404);

    const share = await post('marie', general.id, { content: 'Worth a read', messageType: 'paper_share', metadata: { paperId, paperTitle: 'ignored' } });
    assert.equal(share.status, 201, share.text);
    const paper = (await t.anonymous().get(`/api/papers/${paperId}`)).body as { id: string; title: string };
    assert.deepEqual(share.body.metadata, { paperId: paper.id, paperTitle: paper.title }, "the catalog's title");

    for (let i = 0; i < 4; i++) await post('marie', general.id, { content: `page ${i}` });
    const ada = await t.as('ada');
    const first = await ada.get(`${COLLABORATION_API.messages(lab.id, general.id)}?limit=5`);
    assert.equal(first.status, 200);
    assert.deepEqual((first.body as TeamMessage[]).map((x) => x.content.slice(0, 12)), ['page 3', 'page 2', 'page 1', 'page 0', 'Worth a read']);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    assert.ok(cursor);
    const older = await ada.get(`${COLLABORATION_API.messages(lab.id, general.id)}?limit=5&before=${cursor}`);
    assert.deepEqual((older.body as TeamMessage[]).map((x) => x.content.slice(0, 12)), ['xxxxxxxxxxxx', 'Hello team\ns']);
    assert.equal(older.headers[NEXT_CURSOR_HEADER.toLowerCase()], undefined);
    const all = (await ada.get(COLLABORATION_API.messages(lab.id, general.id))).body as TeamMessage[];
    assert.equal(all.length, 7, 'the default page holds them all');
    assert.ok(all.every((x, i) => i === 0 || x.seq < all[i - 1].seq));
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'before=-1', 'before=abc']) {
      const bad = await ada.get(`${COLLABORATION_API.messages(lab.id, general.id)}?${q}`);
      assert.equal(bad.status, 400, q);
      assert.match(bad.body.message, new RegExp(`^${q.split('=')[0]}: `));
    }
  });

  it("access: anonymous 401, no institution 404, another institution's team 404, outside the team 403, unknown ids 404", async () => {
    const paths = [COLLABORATION_API.channels(lab.id), COLLABORATION_API.members(lab.id), COLLABORATION_API.messages(lab.id, general.id)];
    for (const path of [...paths, COLLABORATION_API.myTeams]) {
      assert.equal((await t.anonymous().get(path)).status, 401, path);
      const alan = await (await t.as('alan')).get(path);
      assert.equal(alan.status, 404, path);
      assert.equal(alan.body.message, INSTITUTION_MESSAGES.noInstitution);
    }
    const grace = await t.as('grace');
    for (const path of paths) {
      const res = await grace.get(path);
      assert.equal(res.status, 404, path);
      assert.equal(res.body.message, INSTITUTION_MESSAGES.teamNotFound);
    }
    assert.equal((await grace.post(COLLABORATION_API.messages(lab.id, general.id)).set('Origin', origin()).send({ content: 'hi' })).status, 404);
    assert.equal((await grace.post(COLLABORATION_API.channels(lab.id)).set('Origin', origin()).send({ name: 'x' })).status, 404);
    assert.deepEqual((await grace.get(COLLABORATION_API.myTeams)).body, []);
    assert.equal((await (await open(t.baseUrl, lab.id, general.id, 'grace')).body()).includes(INSTITUTION_MESSAGES.teamNotFound), true);

    const ada = await t.as('ada');
    for (const path of [COLLABORATION_API.channels(solo.id), COLLABORATION_API.members(solo.id)]) {
      const res = await ada.get(path);
      assert.equal(res.status, 403, path);
      assert.equal(res.body.message, COLLABORATION_MESSAGES.teamMembersOnly);
    }
    const soloGeneral = ((await (await t.as('marie')).get(COLLABORATION_API.channels(solo.id))).body as Channel[])[0];
    assert.equal((await post('ada', soloGeneral.id, { content: 'hi' }, solo.id)).status, 403);
    // A channel of another team named through this team: not found.
    assert.equal((await post('ada', soloGeneral.id, { content: 'hi' })).status, 404);
    assert.equal((await ada.get(COLLABORATION_API.messages(lab.id, soloGeneral.id))).status, 404);
    for (const path of [COLLABORATION_API.channels('not-a-uuid'), COLLABORATION_API.channels('00000000-0000-4000-8000-000000000000'), COLLABORATION_API.messages(lab.id, 'nope')]) {
      assert.equal((await ada.get(path)).status, 404, path);
    }
  });

  it('each message counts as a collaboration event of the institution today', async () => {
    const marie = await t.as('marie');
    const today = async () => ((await marie.get(INSTITUTION_API.usage)).body as InstitutionUsageDay[]).at(-1)!.collaborationEvents;
    const before = await today();
    await post('ada', general.id, { content: 'one' });
    await post('marie', general.id, { content: 'two' });
    await untilOk('usage', today, (n) => n === before + 2);
  });

  // Latency is measured by `npm run bench -- chat-fanout` (p95 well under a second); here, on a test
  // machine shared by other runs, a delivery must come within LIVE_MS.
  it('live: a message reaches every open stream at once; Last-Event-ID resumes without gaps or repeats', async () => {
    const [ada1, ada2, marie] = [await open(t.baseUrl, lab.id, general.id, 'ada'), await open(t.baseUrl, lab.id, general.id, 'ada'), await open(t.baseUrl, lab.id, general.id, 'marie')];
    assert.equal(ada1.status, 200);
    assert.match(String(ada1.headers['content-type']), /^text\/event-stream/);
    assert.match(String(ada1.headers['cache-control']), /no-transform/);
    assert.equal(ada1.headers['x-accel-buffering'], 'no');
    assert.ok(ada1.headers['content-security-policy'], 'the security headers too');
    assert.equal(ada1.headers['content-encoding'], undefined);

    const started = performance.now();
    const sent = (await post('marie', general.id, { content: 'live one' })).body as TeamMessage;
    for (const s of [ada1, ada2, marie]) {
      const [event] = await s.waitFor(1, LIVE_MS);
      assert.equal(event.event, 'message');
      assert.equal(event.id, String(sent.seq));
      assert.deepEqual(JSON.parse(event.data), sent);
      assert.ok(event.at - started < LIVE_MS, `delivered in ${(event.at - started).toFixed(0)} ms`);
    }
    const second = (await post('ada', general.id, { content: 'live two' })).body as TeamMessage;
    const third = (await post('ada', general.id, { content: 'live three' })).body as TeamMessage;
    const got = await ada1.waitFor(3);
    assert.deepEqual(got.map((e) => Number(e.id)), [sent.seq, second.seq, third.seq]);

    // The pane reconnects after the first: it gets the two after it, once each.
    ada2.close();
    const resumed = await open(t.baseUrl, lab.id, general.id, 'ada', { 'Last-Event-ID': String(sent.seq) });
    const replay = await resumed.waitFor(2);
    assert.deepEqual(replay.map((e) => (JSON.parse(e.data) as TeamMessage).content), ['live two', 'live three']);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(resumed.events.length, 2, 'nothing twice');
    const fromQuery = await open(t.baseUrl, lab.id, general.id, 'ada', {}, `?after=${second.seq}`);
    assert.deepEqual((await fromQuery.waitFor(1)).map((e) => Number(e.id)), [third.seq]);

    const bad = await open(t.baseUrl, lab.id, general.id, 'ada', { 'Last-Event-ID': 'abc' });
    assert.equal(bad.status, 400);
    assert.match(JSON.parse(await bad.body()).message, /^Last-Event-ID: /);
    const badQuery = await open(t.baseUrl, lab.id, general.id, 'ada', {}, '?after=x');
    assert.equal(badQuery.status, 400);
    assert.match(JSON.parse(await badQuery.body()).message, /^after: /);
  });

  it('live across two backend processes: a message posted on one reaches a stream open on the other; a stopping backend ends its streams', async () => {
    const b = await startSecondBackend(t.databaseUrl);
    let onB: SseStream | undefined;
    try {
      onB = await open(b.url, lab.id, general.id, 'ada');
      assert.equal(onB.status, 200);
      const onA = await open(t.baseUrl, lab.id, general.id, 'ada');
      const started = performance.now();
      const sent = (await post('marie', general.id, { content: 'from A' })).body as TeamMessage;
      const [event] = await onB.waitFor(1, LIVE_MS);
      assert.equal(JSON.parse(event.data).id, sent.id);
      assert.ok(event.at - started < LIVE_MS, `delivered on B in ${(event.at - started).toFixed(0)} ms`);
      // And the other way: posted on B, read on A.
      const cookie = await cookieOf('marie');
      const viaB = await fetch(`${b.url}${COLLABORATION_API.messages(lab.id, general.id)}`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: b.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: 'from B' }),
      });
      assert.equal(viaB.status, 201, await viaB.clone().text());
      const events = await onA.waitFor(2, LIVE_MS);
      assert.deepEqual(events.map((e) => (JSON.parse(e.data) as TeamMessage).content), ['from A', 'from B']);
    } finally {
      await b.stop();
    }
    // The open stream did not hold the stopping process up: it ended it (the browser reconnects elsewhere).
    await onB.ended;
  });
});
