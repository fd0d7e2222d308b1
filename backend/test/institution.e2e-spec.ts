/**
 * Institutions over HTTP (issue #29): the demo institution of the first start with Marie as its
 * administrator; invitations accepted by signing in; suspend, reactivate, revoke; teams and their
 * members; usage per day and recent activity from members' real events; the admin console's
 * Institutions panel. Access: anonymous 401 (the guard), a non-member 404 "No Institution Found", a
 * member of another institution never reaches this one's members or teams (404), a plain member
 * cannot invite (403); bad input is a 400 naming the field, conflicts 409 naming the rule.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type AdminInstitution,
  DEMO_INSTITUTION,
  INSTITUTION_API,
  INSTITUTION_MESSAGES,
  type Institution,
  type InstitutionActivity,
  type InstitutionUsageDay,
  type InstitutionUser,
  type ResearchTeam,
  type TeamMember,
} from '@scholarlens/contracts';
import { MemberActivityRecorder } from '../src/modules/institution/institutions/recording-activity/member-activity.recorder.js';
import { memberActivityStreamId } from '../src/modules/institution/institutions/recording-activity/member-activity.js';
import { DEMO_INSTITUTION_ID } from '../src/modules/institution/institutions/seeding-demo-institution/demo-institution.seed.js';
import { EventStore } from '../src/platform/event-store/event-store.port.js';
import { expectAuthorizationMatrix } from './support/authorization-matrix.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { untilOk } from './support/until-ok.js';


describe('institutions', () => {
  let t: TestApp;
  const origin = () => t.baseUrl;

  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('first start: the demo institution with Marie as its administrator; Ada invited, then signed in, is active', async () => {
    const marie = await t.as('marie');
    const mine = await untilOk('the demo institution', () => marie.get(INSTITUTION_API.institution), (r) => r.status === 200);
    const institution = mine.body as Institution;
    assert.equal(institution.id, DEMO_INSTITUTION_ID);
    assert.equal(institution.name, DEMO_INSTITUTION.name);
    assert.match(institution.name, /demo/i);
    assert.equal(institution.myRole, 'admin');
    assert.equal(institution.activeUsers, 1);
    assert.equal(institution.teamCount, 0);

    const invited = await marie.post(INSTITUTION_API.invite).set('Origin', origin()).send({ email: 'Ada@ScholarLens.local', role: 'researcher', department: 'Mathematics' });
    assert.equal(invited.status, 201, invited.text);
    const ada = invited.body as InstitutionUser;
    assert.deepEqual([ada.email, ada.role, ada.status, ada.department, ada.joinedAt, ada.lastActiveAt], ['ada@scholarlens.local', 'researcher', 'pending', 'Mathematics', null, null]);

    // Ada signs in for the first time now: the sign-in accepts her invitation.
    await t.as('ada');
    const users = await untilOk(
      "Ada's membership",
      async () => (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[],
      (us) => us.some((u) => u.email === 'ada@scholarlens.local' && u.status === 'active'),
    );
    const adaNow = users.find((u) => u.email === 'ada@scholarlens.local')!;
    assert.ok(adaNow.joinedAt && adaNow.lastActiveAt, 'joinedAt and lastActiveAt set at sign-in');
    const asAda = (await (await t.as('ada')).get(INSTITUTION_API.institution)).body as Institution;
    assert.equal(asAda.id, DEMO_INSTITUTION_ID);
    assert.equal(asAda.myRole, 'researcher');
    assert.equal(asAda.activeUsers, 2);
  });

  it('access: anonymous 401, a non-member 404 "No Institution Found", a plain member cannot invite (403)', async () => {
    for (const path of [INSTITUTION_API.institution, INSTITUTION_API.users, INSTITUTION_API.teams, INSTITUTION_API.usage, INSTITUTION_API.activity]) {
      assert.equal((await t.anonymous().get(path)).status, 401, path);
      const alan = await (await t.as('alan')).get(path);
      assert.equal(alan.status, 404, `${path}: ${alan.text}`);
      assert.equal(alan.body.message, INSTITUTION_MESSAGES.noInstitution);
    }
    const ada = await t.as('ada');
    const refused = await ada.post(INSTITUTION_API.invite).set('Origin', origin()).send({ email: 'someone@example.edu' });
    assert.equal(refused.status, 403, refused.text);
    assert.equal(refused.body.message, INSTITUTION_MESSAGES.adminsOnly);
    assert.equal((await (await t.as('alan')).post(INSTITUTION_API.invite).set('Origin', origin()).send({ email: 'x@example.edu' })).status, 404);
  });

  it('invite: malformed e-mail and role 400 naming the field; duplicate 409; full institution 409 naming the limit', async () => {
    const marie = await t.as('marie');
    const post = (body: object) => marie.post(INSTITUTION_API.invite).set('Origin', origin()).send(body);
    const malformed = await post({ email: 'not-an-email' });
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.message, /^email: /);
    const badRole = await post({ email: 'x@example.edu', role: 'admin' });
    assert.equal(badRole.status, 400);
    assert.match(badRole.body.message, /^role: /);
    const duplicate = await post({ email: 'ADA@scholarlens.local' });
    assert.equal(duplicate.status, 409);
    assert.match(duplicate.body.message, /already a member/);
    assert.equal((await post({ email: 'pending@example.edu' })).status, 201);
    const again = await post({ email: 'pending@example.edu' });
    assert.equal(again.status, 409);
    assert.match(again.body.message, /already invited/);

    const alan = await t.as('alan');
    const shrink = await alan.patch(INSTITUTION_API.adminInstitution(DEMO_INSTITUTION_ID)).set('Origin', origin()).send({ maxUsers: 2 });
    assert.equal(shrink.status, 409, 'below the 3 seats taken');
    assert.match(shrink.body.message, /maxUsers: must be at least 3/);
    assert.equal((await alan.patch(INSTITUTION_API.adminInstitution(DEMO_INSTITUTION_ID)).set('Origin', origin()).send({ maxUsers: 3 })).status, 200);
    const full = await post({ email: 'one-too-many@example.edu' });
    assert.equal(full.status, 409);
    assert.match(full.body.message, /limit is 3 users/);
    await alan.patch(INSTITUTION_API.adminInstitution(DEMO_INSTITUTION_ID)).set('Origin', origin()).send({ maxUsers: DEMO_INSTITUTION.maxUsers });
  });

  it('suspend, reactivate, revoke: administrators only; a suspended member is refused', async () => {
    const marie = await t.as('marie');
    const users = (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[];
    const ada = users.find((u) => u.email === 'ada@scholarlens.local')!;
    const pending = users.find((u) => u.email === 'pending@example.edu')!;
    assert.equal((await (await t.as('ada')).post(INSTITUTION_API.suspendUser(ada.id)).set('Origin', origin())).status, 403);

    const suspended = await marie.post(INSTITUTION_API.suspendUser(ada.id)).set('Origin', origin());
    assert.equal(suspended.status, 200, suspended.text);
    assert.equal(suspended.body.status, 'suspended');
    assert.equal((await (await t.as('ada')).get(INSTITUTION_API.institution)).status, 403, 'a suspended member');
    const back = await marie.post(INSTITUTION_API.reactivateUser(ada.id)).set('Origin', origin());
    assert.equal(back.body.status, 'active');
    assert.equal((await (await t.as('ada')).get(INSTITUTION_API.institution)).status, 200);

    assert.equal((await marie.delete(INSTITUTION_API.revokeInvitation(ada.id)).set('Origin', origin())).status, 409, 'accepted: suspend instead');
    assert.equal((await marie.delete(INSTITUTION_API.revokeInvitation(pending.id)).set('Origin', origin())).status, 204);
    assert.equal((await marie.delete(INSTITUTION_API.revokeInvitation(pending.id)).set('Origin', origin())).status, 404);
    assert.equal((await marie.post(INSTITUTION_API.suspendUser('not-a-uuid')).set('Origin', origin())).status, 404);
    const after = (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[];
    assert.deepEqual(after.map((u) => u.email).sort(), ['ada@scholarlens.local', 'marie@scholarlens.local']);
  });

  it('teams: created with defaults, creator its admin; members added from the institution; never over maxMembers', async () => {
    const marie = await t.as('marie');
    const post = (body: object) => marie.post(INSTITUTION_API.teams).set('Origin', origin()).send(body);
    assert.equal((await post({ name: '   ' })).status, 400);
    const tooBig = await post({ name: 'Big', maxMembers: 201 });
    assert.equal(tooBig.status, 400);
    assert.match(tooBig.body.message, /^maxMembers: /);
    const created = await post({ name: 'AI Research Lab', description: 'Language models', department: 'Computer Science', isPublic: true, maxMembers: 0 });
    assert.equal(created.status, 201, created.text);
    const team = created.body as ResearchTeam;
    assert.deepEqual([team.name, team.maxMembers, team.memberCount, team.isPublic], ['AI Research Lab', 50, 1, true]);
    const small = (await post({ name: 'Pair', maxMembers: 1 })).body as ResearchTeam;

    const users = (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[];
    const ada = users.find((u) => u.email === 'ada@scholarlens.local')!;
    const added = await marie.post(INSTITUTION_API.teamMembers(team.id)).set('Origin', origin()).send({ memberId: ada.id, role: 'member' });
    assert.equal(added.status, 201, added.text);
    assert.deepEqual((added.body as TeamMember[]).map((m) => [m.email, m.role]), [
      ['marie@scholarlens.local', 'admin'],
      ['ada@scholarlens.local', 'member'],
    ]);
    assert.equal((await marie.post(INSTITUTION_API.teamMembers(team.id)).set('Origin', origin()).send({ memberId: ada.id })).status, 409);
    const full = await marie.post(INSTITUTION_API.teamMembers(small.id)).set('Origin', origin()).send({ memberId: ada.id });
    assert.equal(full.status, 409);
    assert.match(full.body.message, /limit is 1 members/);
    // Ada is a plain member of the team: she cannot add people to it.
    assert.equal((await (await t.as('ada')).post(INSTITUTION_API.teamMembers(team.id)).set('Origin', origin()).send({ memberId: ada.id })).status, 403);

    const teams = (await (await t.as('ada')).get(INSTITUTION_API.teams)).body as ResearchTeam[];
    assert.deepEqual(teams.map((x) => [x.name, x.memberCount]), [
      ['Pair', 1],
      ['AI Research Lab', 2],
    ]);
  });

  it('another institution: created in the console; its administrator never reaches this one', async () => {
    const alan = await t.as('alan');
    const body = { name: 'Other University', domain: 'other.edu', subdomain: 'other', tier: 'enterprise', maxUsers: 10, adminEmail: 'grace@scholarlens.local' };
    const bad = await alan.post(INSTITUTION_API.adminInstitutions).set('Origin', origin()).send({ ...body, tier: 'gold' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^tier: /);
    const created = await alan.post(INSTITUTION_API.adminInstitutions).set('Origin', origin()).send(body);
    assert.equal(created.status, 201, created.text);
    const other = created.body as AdminInstitution;
    assert.deepEqual([other.tier, other.maxUsers, other.pendingUsers, other.adminEmails], ['enterprise', 10, 1, ['grace@scholarlens.local']]);
    const taken = await alan.post(INSTITUTION_API.adminInstitutions).set('Origin', origin()).send({ ...body, adminEmail: 'marie@scholarlens.local' });
    assert.equal(taken.status, 409, 'Marie belongs to the demo institution');
    assert.equal((await (await t.as('ada')).get(INSTITUTION_API.adminInstitutions)).status, 403);

    const grace = await t.as('grace');
    const hersRes = await grace.get(INSTITUTION_API.institution);
    assert.equal(hersRes.status, 200, hersRes.text);
    const hers = hersRes.body as Institution;
    assert.equal(hers.id, other.id);
    assert.equal(hers.myRole, 'admin');
    assert.deepEqual(((await grace.get(INSTITUTION_API.users)).body as InstitutionUser[]).map((u) => u.email), ['grace@scholarlens.local']);
    assert.deepEqual((await grace.get(INSTITUTION_API.teams)).body, []);

    const marie = await t.as('marie');
    const demoUsers = (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[];
    const ada = demoUsers.find((u) => u.email === 'ada@scholarlens.local')!;
    const demoTeam = ((await marie.get(INSTITUTION_API.teams)).body as ResearchTeam[])[0];
    assert.equal((await grace.post(INSTITUTION_API.suspendUser(ada.id)).set('Origin', origin())).status, 404);
    assert.equal((await grace.get(INSTITUTION_API.teamMembers(demoTeam.id))).status, 404);
    assert.equal((await grace.post(INSTITUTION_API.teamMembers(demoTeam.id)).set('Origin', origin()).send({ memberId: ada.id })).status, 404);
    const poach = await grace.post(INSTITUTION_API.invite).set('Origin', origin()).send({ email: 'ada@scholarlens.local' });
    assert.equal(poach.status, 409, 'a user belongs to at most one institution');
    assert.match(poach.body.message, /another institution/);

    const list = (await alan.get(INSTITUTION_API.adminInstitutions)).body as AdminInstitution[];
    assert.deepEqual(list.map((i) => [i.name, i.activeUsers, i.teamCount]), [
      [DEMO_INSTITUTION.name, 2, 2],
      ['Other University', 1, 0],
    ]);
    assert.equal((await alan.patch(INSTITUTION_API.adminInstitution('not-a-uuid')).set('Origin', origin()).send({ tier: 'pro' })).status, 404);
    // null is no value of a field (found by the fuzz test: it reached the event log and stopped the directory).
    const nulled = await alan.patch(INSTITUTION_API.adminInstitution(other.id)).set('Origin', origin()).send({ tier: null });
    assert.equal(nulled.status, 400, nulled.text);
    assert.match(nulled.body.message, /^tier: /);
    const edited = await alan.patch(INSTITUTION_API.adminInstitution(other.id)).set('Origin', origin()).send({ tier: 'basic', ssoEnabled: true });
    assert.deepEqual([edited.body.tier, edited.body.ssoEnabled], ['basic', true]);
  });

  it("usage and recent activity: today's figures from members' events, zeros elsewhere", async () => {
    const ada = await t.as('ada');
    // Two searches by a member (recorded in a batch) and one by a non-member (Alan: not counted).
    await ada.get('/api/papers/search?q=graph');
    await ada.get('/api/papers/search?q=neural');
    await (await t.as('alan')).get('/api/papers/search?q=graph');
    const marie = await t.as('marie');
    const usage = await untilOk(
      'the searches in usage',
      async () => (await marie.get(INSTITUTION_API.usage)).body as InstitutionUsageDay[],
      (days) => days.at(-1)?.searchesPerformed === 2,
    );
    assert.equal(usage.length, 31);
    const today = usage.at(-1)!;
    assert.equal(today.date, new Date().toISOString().slice(0, 10));
    assert.deepEqual([today.papersViewed, today.activeUsers, today.collaborationEvents], [0, 2, 3], '2 teams created, 1 member added');
    assert.ok(usage.slice(0, -1).every((d) => d.searchesPerformed === 0 && d.activeUsers === 0));
    assert.equal(((await marie.get(`${INSTITUTION_API.usage}?days=7`)).body as InstitutionUsageDay[]).length, 7);
    assert.equal((await marie.get(`${INSTITUTION_API.usage}?days=0`)).status, 400);
    assert.equal((await marie.get(`${INSTITUTION_API.usage}?days=abc`)).status, 400);

    const activity = (await marie.get(INSTITUTION_API.activity)).body as InstitutionActivity[];
    assert.deepEqual(activity.slice(0, 3).map((a) => [a.kind, a.subject]), [
      ['team-member-added', 'ada@scholarlens.local'],
      ['team-created', 'Pair'],
      ['team-created', 'AI Research Lab'],
    ]);
    assert.ok(activity.some((a) => a.kind === 'member-joined' && a.subject === 'ada@scholarlens.local'));
    assert.ok(activity.some((a) => a.kind === 'member-invited' && a.actorEmail === 'marie@scholarlens.local'));
    const grace = (await (await t.as('grace')).get(INSTITUTION_API.activity)).body as InstitutionActivity[];
    assert.ok(grace.every((a) => a.subject !== 'ada@scholarlens.local' && a.subject !== 'Pair'), 'another institution sees none of it');
  });

  it('lastActiveAt follows activity with at most one MemberWasActive per member per hour', async () => {
    const marie = await t.as('marie');
    const adaMember = ((await marie.get(INSTITUTION_API.users)).body as InstitutionUser[]).find((u) => u.email === 'ada@scholarlens.local')!;
    const stream = memberActivityStreamId(adaMember.id);
    const store = t.app.get(EventStore);
    const wasActive = async () => (await store.readStream(stream)).filter((e) => e.type === 'MemberWasActive');
    const before = (await wasActive()).length;
    // Twenty requests within the hour of her sign-in: her joining already set lastActiveAt, so nothing is appended.
    const ada = await t.as('ada');
    for (let i = 0; i < 20; i++) assert.equal((await ada.get(INSTITUTION_API.institution)).status, 200);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await wasActive()).length, before, 'no event per request');

    // An hour on: the first request records her once; more in that hour record nothing.
    const recorder = t.app.get(MemberActivityRecorder);
    const adaUserId = (await ada.get('/api/auth/user')).body.id as string;
    const inAnHour = Date.now() + 3_600_000 + 60_000;
    for (let i = 0; i < 5; i++) recorder.touch(adaUserId, inAnHour + i * 60_000);
    const once = await untilOk('one MemberWasActive', wasActive, (events) => events.length === before + 1);
    assert.equal(once.at(-1)!.data.at, new Date(inAnHour).toISOString());
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await wasActive()).length, before + 1, 'one per member per hour');
  });

  it('the authorization matrix of every institutional route: member, administrator, another institution, none', async () => {
    const marie = await t.as('marie');
    const ada = ((await marie.get(INSTITUTION_API.users)).body as InstitutionUser[]).find((u) => u.email === 'ada@scholarlens.local')!;
    const team = ((await marie.get(INSTITUTION_API.teams)).body as ResearchTeam[])[0];
    // anonymous: the guard (401); Alan belongs to no institution (404); Grace's institution is another (404 on this one's ids).
    for (const path of [INSTITUTION_API.institution, INSTITUTION_API.users, INSTITUTION_API.teams, INSTITUTION_API.usage, INSTITUTION_API.activity]) {
      await expectAuthorizationMatrix(t, { method: 'get', path }, { anonymous: 401, user: 200, institutionAdmin: 200, otherInstitution: 200, admin: 404 });
    }
    await expectAuthorizationMatrix(
      t,
      { method: 'get', path: INSTITUTION_API.teamMembers(team.id) },
      { anonymous: 401, user: 200, institutionAdmin: 200, otherInstitution: 404, admin: 404 },
    );
    for (const path of [INSTITUTION_API.suspendUser(ada.id), INSTITUTION_API.reactivateUser(ada.id)]) {
      await expectAuthorizationMatrix(
        t,
        { method: 'post', path },
        { anonymous: 401, user: 403, otherInstitution: 404, admin: 404, institutionAdmin: 200 },
      );
    }
    await expectAuthorizationMatrix(
      t,
      { method: 'post', path: INSTITUTION_API.invite, body: { email: 'matrix@example.edu' } },
      { anonymous: 401, user: 403, admin: 404, institutionAdmin: 201, otherInstitution: 409 },
    );
    await expectAuthorizationMatrix(
      t,
      { method: 'get', path: INSTITUTION_API.adminInstitutions },
      { anonymous: 401, user: 403, institutionAdmin: 403, otherInstitution: 403, admin: 200 },
    );
  });
});
