/**
 * Data encryption over HTTP (issue #31): while an institution has it on, its members' notes and its
 * teams' chat messages are stored sealed (AES-256-GCM under the institution's data key, wrapped by
 * the master key) in the events and the read models, and read back as plain text by members; an
 * administrator destroying the keys makes that content unreadable everywhere, the event log
 * included (crypto-shredding), answered as `removed`. Another institution's content is untouched.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type AuditLogEntry,
  COLLABORATION_API,
  type Channel,
  INSTITUTION_API,
  type InstitutionUser,
  LIBRARY_API,
  NOTE_LIMITS,
  type Note,
  type ResearchTeam,
  SECURITY_API,
  SECURITY_MESSAGES,
  type SecurityConfig,
  type TeamMessage,
} from '@scholarlens/contracts';
import { ChangeSecurityHandler } from '../src/modules/institution/security/changing-configuration/change-security.handler.js';
import { ChangeSecurityCommand } from '../src/modules/institution/security/changing-configuration/change-security.command.js';
import type { AppConfig } from '../src/platform/config/config.js';
import { isDomainError } from '../src/platform/domain/domain-error.js';
import type { EventStore } from '../src/platform/event-store/event-store.port.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { setUpInstitutions } from './support/institutions.js';
import { untilOk } from './support/until-ok.js';


describe('data encryption', () => {
  let t: AiTestApp;
  let paperId: string;
  let teamId: string;
  let channelId: string;
  const origin = () => t.baseUrl;
  /** How many stored events and read-model rows hold `text` as it was typed. */
  const plainCopies = async (text: string) => {
    const { rows } = await t.pool.query<{ n: string }>(
      `select (select count(*) from events where data::text like $1)
            + (select count(*) from notes where content like $1)
            + (select count(*) from channel_messages where content like $1) as n`,
      [`%${text}%`],
    );
    return Number(rows[0].n);
  };
  const addNote = async (content: string) => {
    const res = await (await t.as('ada')).post(LIBRARY_API.notes(paperId)).set('Origin', origin()).send({ content });
    assert.equal(res.status, 201, res.text);
    return res.body as Note;
  };
  const post = async (content: string) => {
    const res = await (await t.as('ada')).post(COLLABORATION_API.messages(teamId, channelId)).set('Origin', origin()).send({ content });
    assert.equal(res.status, 201, res.text);
    return res.body as TeamMessage;
  };
  const encryption = async (on: boolean) => {
    const res = await (await t.as('marie')).patch(SECURITY_API.config).set('Origin', origin()).send({ dataEncryption: on });
    assert.equal(res.status, 200, res.text);
  };

  before(async () => {
    t = await startAiTestApp('encryption', 2);
    paperId = (await t.pool.query<{ id: string }>('select id from papers order by id limit 1')).rows[0].id;
    await setUpInstitutions(t);
    await t.as('ada'); // her sign-in accepts the invitation
    const marie = await t.as('marie');
    const users = await untilOk('Ada active', async () => (await marie.get(INSTITUTION_API.users)).body as InstitutionUser[], (us) => us.some((u) => u.email === 'ada@scholarlens.local' && u.status === 'active'));
    const team = (await marie.post(INSTITUTION_API.teams).set('Origin', origin()).send({ name: 'Graphene Lab' })).body as ResearchTeam;
    teamId = team.id;
    const adaMemberId = users.find((u) => u.email === 'ada@scholarlens.local')!.id;
    assert.equal((await marie.post(INSTITUTION_API.teamMembers(teamId)).set('Origin', origin()).send({ memberId: adaMemberId, role: 'member' })).status, 201);
    const channels = await untilOk('the general channel', async () => (await (await t.as('ada')).get(COLLABORATION_API.channels(teamId))).body as Channel[], (cs) => cs.length === 1);
    channelId = channels[0].id;
  });
  after(async () => {
    await t?.close();
  });

  it('stores notes and messages as typed while the switch is off', async () => {
    const note = await addNote('Plain note about phonons');
    assert.equal(note.protection, 'plain');
    assert.equal((await post('Plain message about phonons')).protection, 'plain');
    assert.equal(await plainCopies('Plain note about phonons'), 2, 'the event and the read model');
    assert.equal(await plainCopies('Plain message about phonons'), 2);
  });

  it('while on, seals them in events and read models; members read plain text', async () => {
    await encryption(true);
    const note = await addNote('  Secret hypothesis on twisted bilayers  ');
    assert.deepEqual([note.content, note.protection], ['Secret hypothesis on twisted bilayers', 'encrypted']);
    const edited = (await (await t.as('ada')).put(LIBRARY_API.note(note.id)).set('Origin', origin()).send({ content: 'Secret hypothesis, revised' })).body as Note;
    assert.deepEqual([edited.content, edited.protection], ['Secret hypothesis, revised', 'encrypted']);
    const message = await post('Confidential lab results for Tuesday');
    assert.deepEqual([message.content, message.protection], ['Confidential lab results for Tuesday', 'encrypted']);

    const notes = (await (await t.as('ada')).get(LIBRARY_API.notes(paperId))).body as Note[];
    assert.deepEqual(notes.map((n) => [n.content, n.protection]), [['Plain note about phonons', 'plain'], ['Secret hypothesis, revised', 'encrypted']]);
    const messages = (await (await t.as('marie')).get(COLLABORATION_API.messages(teamId, channelId))).body as TeamMessage[];
    assert.deepEqual(messages.map((m) => [m.content, m.protection]), [['Confidential lab results for Tuesday', 'encrypted'], ['Plain message about phonons', 'plain']]);

    for (const text of ['twisted bilayers', 'revised', 'Confidential lab results']) assert.equal(await plainCopies(text), 0, text);
    const { rows } = await t.pool.query<{ content: string }>('select content from notes where id = $1', [note.id]);
    assert.match(rows[0].content, /^sealed:v1:[0-9a-f-]{36}:/);
  });

  it('checks the limit on the text as typed, not on its longer sealed form', async () => {
    const longest = await addNote('x'.repeat(NOTE_LIMITS.contentMaxLength));
    assert.equal(longest.content.length, NOTE_LIMITS.contentMaxLength);
    const tooLong = await (await t.as('ada')).post(LIBRARY_API.notes(paperId)).set('Origin', origin()).send({ content: 'x'.repeat(NOTE_LIMITS.contentMaxLength + 1) });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.body.message, /^content: /);
    await (await t.as('ada')).delete(LIBRARY_API.note(longest.id)).set('Origin', origin());
  });

  it('only the institution’s administrators destroy its keys; then what they sealed is removed everywhere', async () => {
    assert.equal((await (await t.as('ada')).delete(SECURITY_API.dataKeys).set('Origin', origin())).status, 403);
    assert.equal((await (await t.as('alan')).delete(SECURITY_API.dataKeys).set('Origin', origin())).status, 404);
    const sealedBefore = (await t.pool.query<{ content: string }>(`select content from notes where content like 'sealed:%'`)).rows;

    const destroyed = await (await t.as('marie')).delete(SECURITY_API.dataKeys).set('Origin', origin());
    assert.equal(destroyed.status, 200, destroyed.text);
    assert.ok((destroyed.body as SecurityConfig).dataKeysDestroyedAt);
    const again = await (await t.as('marie')).delete(SECURITY_API.dataKeys).set('Origin', origin());
    assert.deepEqual([again.status, again.body.message], [409, SECURITY_MESSAGES.noDataKeys]);

    const notes = (await (await t.as('ada')).get(LIBRARY_API.notes(paperId))).body as Note[];
    assert.deepEqual(notes.map((n) => [n.content, n.protection]), [['Plain note about phonons', 'plain'], ['', 'removed']]);
    const messages = (await (await t.as('ada')).get(COLLABORATION_API.messages(teamId, channelId))).body as TeamMessage[];
    assert.deepEqual(messages.map((m) => [m.content, m.protection]), [['', 'removed'], ['Plain message about phonons', 'plain']]);
    // The log still holds the sealed text, and nothing can open it: the key material is gone.
    assert.deepEqual((await t.pool.query<{ content: string }>(`select content from notes where content like 'sealed:%'`)).rows, sealedBefore);
    const keys = await t.pool.query<{ wrapped_key: Buffer | null }>('select wrapped_key from institution_data_keys');
    assert.ok(keys.rows.length > 0 && keys.rows.every((k) => k.wrapped_key === null));

    const log = (await (await t.as('marie')).get(`${SECURITY_API.auditLogs}?action=CONFIG_CHANGE`)).body as AuditLogEntry[];
    assert.equal(log[0].resource, 'security.dataKeys destroyed');
  });

  it('seals new content under a new key while encryption stays on', async () => {
    const note = await addNote('After the shredding');
    assert.equal(note.protection, 'encrypted');
    const notes = (await (await t.as('ada')).get(LIBRARY_API.notes(paperId))).body as Note[];
    assert.deepEqual(notes.at(-1)!.content, 'After the shredding');
    assert.equal(await plainCopies('After the shredding'), 0);
    const live = await t.pool.query('select 1 from institution_data_keys where destroyed_at is null');
    assert.equal(live.rowCount, 1);
  });

  it('leaves another institution’s chat as it is', async () => {
    const grace = await t.as('grace');
    const team = (await grace.post(INSTITUTION_API.teams).set('Origin', origin()).send({ name: 'Other Lab' })).body as ResearchTeam;
    const channels = await untilOk('its general channel', async () => (await grace.get(COLLABORATION_API.channels(team.id))).body as Channel[], (cs) => cs.length === 1);
    const res = await grace.post(COLLABORATION_API.messages(team.id, channels[0].id)).set('Origin', origin()).send({ content: 'Open notes from Other Lab' });
    assert.equal(res.body.protection, 'plain');
    assert.equal(await plainCopies('Open notes from Other Lab'), 2);
  });

  it('is refused without a master key (production without DATA_ENCRYPTION_MASTER_KEY)', async () => {
    const config = { dataEncryption: { masterKey: null, developmentKey: false } } as unknown as AppConfig;
    const handler = new ChangeSecurityHandler(null as unknown as EventStore, null as never, null as never, config);
    const marie = { memberId: 'm', institutionId: 'i', email: 'marie@x', role: 'admin' as const, status: 'active' as const, userId: 'u' };
    await assert.rejects(
      handler.execute(new ChangeSecurityCommand(marie, { type: 'ChangeSecuritySetting', setting: 'dataEncryption', value: true }, null)),
      (e: unknown) => isDomainError('unavailable')(e) && (e as Error).message === SECURITY_MESSAGES.masterKeyMissing,
    );
  });
});
