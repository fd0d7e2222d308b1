/**
 * The team library over HTTP (issue #38 item 3): the `teamLibrary` entitlement per plan (Free and
 * Pro refused with the upgrade text, Team allowed, each added paper recorded as a use), access
 * (another institution's team 404, an institution member outside the team 403, guests cannot add),
 * adding from a paper page and from a chat share (who added it, the note), duplicates 409.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  COLLABORATION_API,
  INSTITUTION_API,
  type InstitutionUser,
  type ResearchTeam,
  TEAM_LIBRARY_API,
  TEAM_LIBRARY_MESSAGES,
  type TeamLibraryPaper,
  type UsageRecord,
} from '@scholarlens/contracts';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { setUpInstitutions } from './support/institutions.js';

describe('team library', () => {
  let t: AiTestApp;
  let lab: ResearchTeam;
  let solo: ResearchTeam;
  let visitors: ResearchTeam;
  let papers: string[];
  const origin = () => t.baseUrl;
  const add = async (account: 'ada' | 'marie' | 'grace' | 'alan', teamId: string, body: object) =>
    (await t.as(account)).post(TEAM_LIBRARY_API.library(teamId)).set('Origin', origin()).send(body);
  const setPlan = async (account: 'ada' | 'marie', plan: string) => {
    const user = await t.userOf(account);
    const res = await (await t.as('alan')).post(`/api/admin/users/${user.id}/plan`).set('Origin', origin()).send({ plan });
    assert.equal(res.status, 200, res.text);
  };

  before(async () => {
    t = await startAiTestApp('team_library', 3);
    papers = (await t.pool.query<{ id: string }>('select id from papers order by id')).rows.map((r) => r.id);
    await setUpInstitutions(t);
    await t.as('ada');
    const marie = await t.as('marie');
    let adaMemberId: string | undefined;
    for (let i = 0; i < 100 && !adaMemberId; i++) {
      const users = (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[];
      adaMemberId = users.find((u) => u.email === 'ada@scholarlens.local' && u.status === 'active')?.id;
      if (!adaMemberId) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(adaMemberId, 'Ada joined the demo institution');
    const team = async (name: string) => (await marie.post(INSTITUTION_API.teams).set('Origin', origin()).send({ name })).body as ResearchTeam;
    lab = await team('Library Lab');
    solo = await team('Solo');
    visitors = await team('Visitors');
    assert.equal((await marie.post(INSTITUTION_API.teamMembers(lab.id)).set('Origin', origin()).send({ memberId: adaMemberId, role: 'member' })).status, 201);
    assert.equal((await marie.post(INSTITUTION_API.teamMembers(visitors.id)).set('Origin', origin()).send({ memberId: adaMemberId, role: 'guest' })).status, 201);
  });
  after(async () => {
    await t?.close();
  });

  it('is refused on Free and Pro with the upgrade text and allowed on Team, each paper a recorded use', async () => {
    const free = await add('ada', lab.id, { paperId: papers[0] });
    assert.equal(free.status, 403, free.text);
    assert.equal(free.body.message, TEAM_LIBRARY_MESSAGES.upgrade);
    await setPlan('ada', 'pro');
    const pro = await add('ada', lab.id, { paperId: papers[0] });
    assert.equal(pro.status, 403, pro.text);
    assert.equal(pro.body.message, TEAM_LIBRARY_MESSAGES.upgrade);

    await setPlan('marie', 'team');
    const added = await add('marie', lab.id, { paperId: papers[0], note: '  Read before Monday  ' });
    assert.equal(added.status, 201, added.text);
    const entry = added.body as TeamLibraryPaper;
    assert.deepEqual([entry.paperId, entry.note, entry.source, entry.addedBy.name], [papers[0], 'Read before Monday', 'paper', 'Marie Curie']);
    const again = await add('marie', lab.id, { paperId: papers[0] });
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.message, TEAM_LIBRARY_MESSAGES.duplicate);
    const usage = (await (await t.as('marie')).get('/api/usage')).body as UsageRecord[];
    assert.equal(usage.find((u) => u.feature === 'teamLibrary')?.count, 1, 'one use for the one paper added');
  });

  it('adds a paper shared in the team chat, named as such; a message that is not that share is not found', async () => {
    await setPlan('ada', 'team');
    const marie = await t.as('marie');
    const [general] = (await marie.get(COLLABORATION_API.channels(lab.id))).body as { id: string }[];
    const share = await marie
      .post(COLLABORATION_API.messages(lab.id, general.id))
      .set('Origin', origin())
      .send({ content: 'Worth a look', messageType: 'paper_share', metadata: { paperId: papers[1] } });
    assert.equal(share.status, 201, share.text);
    const wrong = await add('ada', lab.id, { paperId: papers[2], messageId: share.body.id });
    assert.equal(wrong.status, 404, wrong.text);
    assert.equal(wrong.body.message, TEAM_LIBRARY_MESSAGES.notAShare);
    const fromChat = await add('ada', lab.id, { paperId: papers[1], messageId: share.body.id, note: 'From the chat' });
    assert.equal(fromChat.status, 201, fromChat.text);

    const list = (await (await t.as('ada')).get(TEAM_LIBRARY_API.library(lab.id))).body as TeamLibraryPaper[];
    assert.deepEqual(
      list.map((p) => [p.paperId, p.source, p.addedBy.name, p.note]),
      [
        [papers[1], 'chat', 'Ada Lovelace', 'From the chat'],
        [papers[0], 'paper', 'Marie Curie', 'Read before Monday'],
      ],
    );
  });

  it('another institution’s team is not found; outside the team 403; guests read but cannot add', async () => {
    for (const account of ['grace', 'alan'] as const) {
      assert.equal((await (await t.as(account)).get(TEAM_LIBRARY_API.library(lab.id))).status, 404, account);
      assert.equal((await add(account, lab.id, { paperId: papers[2] })).status, 404, account);
    }
    assert.equal((await (await t.as('ada')).get(TEAM_LIBRARY_API.library(solo.id))).status, 403);
    assert.equal((await add('ada', solo.id, { paperId: papers[2] })).status, 403);
    assert.equal((await (await t.as('ada')).get(TEAM_LIBRARY_API.library(visitors.id))).status, 200);
    const guest = await add('ada', visitors.id, { paperId: papers[2] });
    assert.equal(guest.status, 403, guest.text);
    assert.equal(guest.body.message, TEAM_LIBRARY_MESSAGES.guests);
    assert.equal((await t.anonymous().get(TEAM_LIBRARY_API.library(lab.id))).status, 401);
  });

  it('bad input is a 400 naming the field; an unknown paper 404', async () => {
    const long = await add('marie', lab.id, { paperId: papers[2], note: 'x'.repeat(2001) });
    assert.equal(long.status, 400, long.text);
    assert.match(long.body.message, /^note: /);
    const badMessage = await add('marie', lab.id, { paperId: papers[2], messageId: 'nope' });
    assert.match(badMessage.body.message, /^messageId: /);
    assert.equal((await add('marie', lab.id, { paperId: '9999.99999' })).status, 404);
  });
});
