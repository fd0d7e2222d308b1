/**
 * Security management over HTTP (issue #31): the configuration per institution, changed only by its
 * administrators, each change one event with who, when, from where, old and new value; each setting
 * doing what it says to a member (an address outside the whitelist refused and recorded, an idle
 * session ended, data access recorded); the status and score from real state; the audit log equal to
 * the events it claims, filtered and paged newest first, exported as CSV; and replay to any moment.
 *
 * Client addresses are real: a request leaves from 127.0.0.2 by binding its socket there (the whole
 * 127/8 is loopback), so the app sees a second address without trusting any header.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import {
  type AuditLogEntry,
  DEFAULT_PASSWORD_POLICY,
  INSTITUTION_API,
  INSTITUTION_MESSAGES,
  NEXT_CURSOR_HEADER,
  SECURITY_API,
  SECURITY_MESSAGES,
  type SecurityConfig,
  type SecurityStatus,
} from '@scholarlens/contracts';
import type { Redis } from 'ioredis';
import * as OTPAuth from 'otpauth';
import request from 'supertest';
import { securityStreamId } from '../src/modules/institution/security/security.js';
import { DEMO_INSTITUTION_ID } from '../src/modules/institution/institutions/seeding-demo-institution/demo-institution.seed.js';
import { SESSION_REDIS } from '../src/platform/auth/auth.module.js';
import { EventStore } from '../src/platform/event-store/event-store.port.js';
import { setUpInstitutions } from './support/institutions.js';
import { signIn } from './support/sign-in.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';

const from2 = new http.Agent({ localAddress: '127.0.0.2' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('security management', () => {
  let t: TestApp;
  let otherInstitutionId: string;
  const origin = () => t.baseUrl;
  // Its own database and Redis prefix: the whitelists and timeouts it sets reach no other test file,
  // and the live sessions it counts are its own (the run's other files sign the same people in).
  let env: PrivateEnv;

  before(async () => {
    env = await privateEnv();
    t = await startTestApp(env.env);
    otherInstitutionId = await setUpInstitutions(t);
    const ada = await t.as('ada');
    for (let i = 0; i < 100 && (await ada.get(INSTITUTION_API.institution)).status !== 200; i++) await sleep(100);
    // The enforcement looks a non-member up again after a second: Ada joined just now.
    await sleep(1_100);
  });
  after(async () => {
    from2.destroy();
    await t?.close();
    await env?.drop();
  });

  const patch = async (account: 'marie' | 'ada' | 'grace', body: unknown) =>
    (await t.as(account)).patch(SECURITY_API.config).set('Origin', origin()).send(body as object);

  it('answers the defaults to members, refuses others; only administrators change; bad bodies are 400 naming the field', async () => {
    const config = (await (await t.as('ada')).get(SECURITY_API.config)).body as SecurityConfig;
    assert.deepEqual(config, {
      mfaEnabled: false,
      auditLogging: false,
      dataEncryption: false,
      sessionTimeout: null,
      ipWhitelist: [],
      passwordPolicy: DEFAULT_PASSWORD_POLICY,
      dataKeysDestroyedAt: null,
      asOf: null,
    });
    assert.equal((await t.anonymous().get(SECURITY_API.config)).status, 401);
    const alan = await (await t.as('alan')).get(SECURITY_API.config);
    assert.deepEqual([alan.status, alan.body.message], [404, INSTITUTION_MESSAGES.notAMember]);

    const byAda = await patch('ada', { mfaEnabled: true });
    assert.deepEqual([byAda.status, byAda.body.message], [403, INSTITUTION_MESSAGES.adminsOnly]);
    const byAdaIp = await (await t.as('ada')).post(SECURITY_API.ipWhitelist).set('Origin', origin()).send({ ipRange: '127.0.0.1' });
    assert.equal(byAdaIp.status, 403);

    for (const [body, field] of [
      [{}, 'body'],
      [{ mfaEnabled: true, auditLogging: true }, 'body'],
      [{ mfaEnabled: 'yes' }, 'mfaEnabled'],
      [{ sessionTimeout: 45 }, 'sessionTimeout'],
      [{ sessionTimeout: '30' }, 'sessionTimeout'],
      [{ ipWhitelist: ['1.2.3.4'] }, 'ipWhitelist'],
      [{ passwordPolicy: {} }, 'passwordPolicy'],
    ] as const) {
      const res = await patch('marie', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.message, new RegExp(`^${field}\\b|\\b${field}\\b`), res.body.message);
    }

    const changed = await patch('marie', { mfaEnabled: true });
    assert.equal(changed.status, 200, changed.text);
    assert.equal((changed.body as SecurityConfig).mfaEnabled, true);
    // Grace's institution is untouched.
    assert.equal(((await (await t.as('grace')).get(SECURITY_API.config)).body as SecurityConfig).mfaEnabled, false);
    assert.equal((await patch('marie', { mfaEnabled: false })).status, 200);
  });

  it('IP whitelist: validated and normalised, duplicates refused, no list that locks out the saving address, entries removable', async () => {
    const marie = await t.as('marie');
    const add = (ipRange: unknown) => marie.post(SECURITY_API.ipWhitelist).set('Origin', origin()).send({ ipRange });
    for (const bad of ['10.1', '300.1.1.1', '10.0.0.0/40', 'localhost', 7]) {
      const res = await add(bad);
      assert.equal(res.status, 400, String(bad));
      assert.match(res.body.message, /^ipRange\b/);
    }
    const lockout = await add('10.0.0.0/8');
    assert.deepEqual([lockout.status, lockout.body.message], [409, SECURITY_MESSAGES.lockout]);
    const own = await add('127.0.0.1/30');
    assert.equal(own.status, 201, own.text);
    assert.deepEqual((own.body as SecurityConfig).ipWhitelist, ['127.0.0.0/30']);
    const duplicate = await add('127.0.0.3/30');
    assert.deepEqual([duplicate.status, duplicate.body.message], [409, SECURITY_MESSAGES.duplicateRange]);
    assert.equal((await add('2001:DB8::/32')).status, 201);
    const removed = await marie.delete(SECURITY_API.ipWhitelistEntry('2001:db8:0::/32')).set('Origin', origin());
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual((removed.body as SecurityConfig).ipWhitelist, ['127.0.0.0/30']);
    assert.equal((await marie.delete(SECURITY_API.ipWhitelistEntry('192.168.0.0/16')).set('Origin', origin())).status, 404);
    assert.equal((await marie.delete(SECURITY_API.ipWhitelistEntry('127.0.0.0/30')).set('Origin', origin())).status, 200);
  });

  it('password policy: administrators set it whole, within its limits; members read it', async () => {
    const policy = { minLength: 14, maxAge: 180, requireUppercase: true, requireNumbers: true, requireSpecialChars: false };
    const put = async (account: 'marie' | 'ada', body: object) => (await t.as(account)).put(SECURITY_API.passwordPolicy).set('Origin', origin()).send(body);
    assert.equal((await put('ada', policy)).status, 403);
    for (const [body, field] of [
      [{ ...policy, minLength: 4 }, 'minLength'],
      [{ ...policy, maxAge: '90' }, 'maxAge'],
      [{ ...policy, requireNumbers: undefined }, 'requireNumbers'],
      [{ ...policy, extra: true }, 'extra'],
    ] as const) {
      const res = await put('marie', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.message, new RegExp(`\\b${field}\\b`), res.body.message);
    }
    const saved = await put('marie', policy);
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(((await (await t.as('ada')).get(SECURITY_API.config)).body as SecurityConfig).passwordPolicy, policy);
    const [entry] = (await (await t.as('marie')).get(SECURITY_API.auditLogs).query({ action: 'CONFIG_CHANGE' })).body as AuditLogEntry[];
    assert.deepEqual([entry.resource, entry.change?.from, entry.change?.to], ['security.passwordPolicy', DEFAULT_PASSWORD_POLICY, policy]);
  });

  it('while the whitelist has entries, a member from another address is refused (403) and recorded; public pages stay public', async () => {
    const marie = await t.as('marie');
    const ada = await t.as('ada');
    assert.equal((await marie.post(SECURITY_API.ipWhitelist).set('Origin', origin()).send({ ipRange: '127.0.0.1' })).status, 201);
    assert.equal((await ada.get(INSTITUTION_API.institution)).status, 200);
    const refused = await ada.get(INSTITUTION_API.institution).agent(from2);
    assert.deepEqual([refused.status, refused.body.message], [403, SECURITY_MESSAGES.addressRefused]);
    assert.equal((await ada.get(SECURITY_API.config).agent(from2)).status, 403);
    assert.equal((await ada.get('/api/papers').agent(from2)).status, 200);
    // Someone of no institution is not affected.
    assert.equal((await (await t.as('alan')).get('/api/usage').agent(from2)).status, 200);

    const violations = (await marie.get(SECURITY_API.auditLogs).query({ action: 'SECURITY_VIOLATION' })).body as AuditLogEntry[];
    const adaUser = await t.userOf('ada');
    assert.equal(violations.length, 2, JSON.stringify(violations));
    for (const v of violations) assert.deepEqual([v.userId, v.ipAddress, v.success], [adaUser.id, '127.0.0.2', false]);
    assert.match(violations[1].resource, /^GET \/api\/institution\b/);
    assert.equal(((await marie.get(SECURITY_API.status)).body as SecurityStatus).recentViolations, 2);

    assert.equal((await marie.delete(SECURITY_API.ipWhitelistEntry('127.0.0.1')).set('Origin', origin())).status, 200);
    assert.equal((await ada.get(INSTITUTION_API.institution).agent(from2)).status, 200);
  });

  it('session timeout: a member idle longer than the setting is signed out; the next request answers 401', async () => {
    assert.equal((await patch('marie', { sessionTimeout: 15 })).status, 200);
    const agent = request.agent(t.baseUrl);
    const { sessionIdAfter } = await signIn(agent, 'ada', t.baseUrl);
    assert.equal((await agent.get(INSTITUTION_API.institution)).status, 200);
    const redis = t.app.get<Redis>(SESSION_REDIS);
    const key = `${process.env.REDIS_PREFIX ?? 'scholarlens_dev:'}sess:${sessionIdAfter}`;
    const idleFor = async (minutes: number) => {
      const session = JSON.parse((await redis.get(key)) ?? 'null');
      assert.ok(session?.securitySeenAt, 'the session keeps when it was last used');
      await redis.set(key, JSON.stringify({ ...session, securitySeenAt: Date.now() - minutes * 60_000 }), 'KEEPTTL');
    };
    await idleFor(14);
    assert.equal((await agent.get(INSTITUTION_API.institution)).status, 200);
    await idleFor(16);
    const expired = await agent.get(INSTITUTION_API.institution);
    assert.deepEqual([expired.status, expired.body.message], [401, SECURITY_MESSAGES.sessionExpired]);
    assert.equal(await redis.get(key), null);
    assert.equal((await agent.get(INSTITUTION_API.institution)).status, 401);
  });

  it('audit logging: while on, members’ paper views are recorded as DATA_ACCESS; off, they are not', async () => {
    const ada = await t.as('ada');
    const marie = await t.as('marie');
    await ada.get('/api/papers/2401.00001');
    const dataAccess = async () => ((await marie.get(SECURITY_API.auditLogs).query({ action: 'DATA_ACCESS' })).body as AuditLogEntry[]).length;
    assert.equal(await dataAccess(), 0);
    assert.equal((await patch('marie', { auditLogging: true })).status, 200);
    await ada.get('/api/papers/2401.00002');
    const [entry] = (await marie.get(SECURITY_API.auditLogs).query({ action: 'DATA_ACCESS' })).body as AuditLogEntry[];
    assert.deepEqual(
      [entry.userId, entry.resource, entry.ipAddress, entry.success],
      [(await t.userOf('ada')).id, 'GET /api/papers/2401.00002', '127.0.0.1', true],
    );
  });

  it('status: switches, live sessions of members only, failed sign-ins, and the §9 score with its band', async () => {
    const status = (await (await t.as('ada')).get(SECURITY_API.status)).body as SecurityStatus;
    // On now: session timeout 15 and audit logging 20, plus 10 for no failed sign-ins.
    assert.deepEqual(
      [status.mfaEnabled, status.ipWhitelistActive, status.sessionTimeoutConfigured, status.auditLoggingActive, status.dataEncryptionEnabled],
      [false, false, true, true, false],
    );
    assert.equal(status.recentFailedLogins, 0);
    assert.deepEqual([status.score, status.band], [45, 'red']);
    // Marie's and Ada's test sessions (the timed-out one is gone); Alan's and Grace's are not members'.
    assert.equal(status.activeSessions, 2);
    await patch('marie', { mfaEnabled: true });
    await patch('marie', { dataEncryption: true });
    assert.deepEqual(
      (({ score, band }) => [score, band])((await (await t.as('marie')).get(SECURITY_API.status)).body as SecurityStatus),
      [85, 'yellow'],
    );
  });

  it('audit log: the events themselves, newest first, filtered, paged by cursor; administrators of this institution only; CSV export recorded', async () => {
    const marie = await t.as('marie');
    const marieUser = await t.userOf('marie');
    const all = (await marie.get(SECURITY_API.auditLogs).query({ limit: 200 })).body as AuditLogEntry[];
    const times = all.map((e) => e.timestamp);
    assert.deepEqual(times, [...times].sort().reverse());
    const store = t.app.get(EventStore);
    const changes = await store.readStream(securityStreamId(DEMO_INSTITUTION_ID));
    const logged = all.filter((e) => e.action === 'CONFIG_CHANGE');
    assert.deepEqual(logged.map((e) => e.id).sort(), changes.map((e) => e.id).sort());
    for (const e of logged) assert.deepEqual([e.userId, e.ipAddress], [marieUser.id, '127.0.0.1']);
    const mfaOn = logged.find((e) => e.resource === 'security.mfaEnabled' && e.change?.to === true);
    assert.deepEqual(mfaOn?.change, { setting: 'mfaEnabled', from: false, to: true });
    const logins = all.filter((e) => e.action === 'LOGIN_SUCCESS');
    const adaId = (await t.userOf('ada')).id;
    assert.ok(logins.some((e) => e.userId === marieUser.id) && logins.some((e) => e.userId === adaId && e.ipAddress === '127.0.0.1'));

    const adas = (await marie.get(SECURITY_API.auditLogs).query({ userId: adaId, limit: 200 })).body as AuditLogEntry[];
    assert.ok(adas.length > 0 && adas.every((e) => e.userId === adaId));
    const logins2 = (await marie.get(SECURITY_API.auditLogs).query({ action: 'LOGIN_SUCCESS,LOGIN_FAILURE' })).body as AuditLogEntry[];
    assert.deepEqual(logins2.map((e) => e.id), logins.map((e) => e.id).slice(0, 50));
    const window = (await marie.get(SECURITY_API.auditLogs).query({ from: all[3].timestamp, to: all[1].timestamp, limit: 200 })).body as AuditLogEntry[];
    assert.ok(window.every((e) => e.timestamp >= all[3].timestamp && e.timestamp <= all[1].timestamp) && window.length >= 3);

    const pages: AuditLogEntry[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 100; i++) {
      const page = await marie.get(SECURITY_API.auditLogs).query({ limit: 3, ...(cursor ? { cursor } : {}) });
      assert.equal(page.status, 200, page.text);
      pages.push(...(page.body as AuditLogEntry[]));
      cursor = page.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      if (!cursor) break;
    }
    assert.deepEqual(pages.map((e) => e.id), all.map((e) => e.id));

    for (const [query, field] of [
      [{ action: 'LOGIN' }, 'action'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 500 }, 'limit'],
      [{ from: 'yesterday' }, 'from'],
      [{ cursor: 'x' }, 'cursor'],
    ] as const) {
      const res = await marie.get(SECURITY_API.auditLogs).query(query);
      assert.equal(res.status, 400, JSON.stringify(query));
      assert.match(res.body.message, new RegExp(`^${field}\\b`));
    }

    const byAda = await (await t.as('ada')).get(SECURITY_API.auditLogs);
    assert.deepEqual([byAda.status, byAda.body.message], [403, SECURITY_MESSAGES.auditAdminsOnly]);
    const graces = (await (await t.as('grace')).get(SECURITY_API.auditLogs)).body as AuditLogEntry[];
    const ids = new Set(all.map((e) => e.id));
    assert.ok(graces.every((e) => !ids.has(e.id)));

    const csv = await marie.get(SECURITY_API.auditLogsCsv).query({ action: 'CONFIG_CHANGE' });
    assert.equal(csv.status, 200);
    assert.match(csv.headers['content-type'], /^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    assert.equal(lines[0], 'id,timestamp,action,userId,resource,ipAddress,success');
    assert.equal(lines.length, logged.length + 1);
    const [exported] = (await marie.get(SECURITY_API.auditLogs).query({ action: 'DATA_ACCESS' })).body as AuditLogEntry[];
    assert.deepEqual([exported.userId, exported.resource], [marieUser.id, 'GET /api/security/audit-logs/export.csv']);

    const pdf = await marie.get(SECURITY_API.auditLogsPdf).query({ to: all[0].timestamp }).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal((pdf.body as Buffer).subarray(0, 5).toString(), '%PDF-');
    const [pdfExport] = (await marie.get(SECURITY_API.auditLogs).query({ action: 'DATA_ACCESS' })).body as AuditLogEntry[];
    assert.equal(pdfExport.resource, 'GET /api/security/audit-logs/export.pdf');
    assert.equal((await (await t.as('ada')).get(SECURITY_API.auditLogsPdf)).status, 403);
  });

  it('replay: the configuration and the score as they were at any moment', async () => {
    const grace = await t.as('grace');
    const change = async (body: object) => {
      const res = await patch('grace', body);
      assert.equal(res.status, 200, res.text);
      await sleep(30);
      const at = new Date().toISOString();
      await sleep(30);
      return at;
    };
    const before = new Date().toISOString();
    await sleep(30);
    const t1 = await change({ mfaEnabled: true });
    const t2 = await change({ sessionTimeout: 60 });
    const t3 = await change({ mfaEnabled: false });
    const at = async (asOf: string) => ({
      config: (await grace.get(SECURITY_API.config).query({ asOf })).body as SecurityConfig,
      status: (await grace.get(SECURITY_API.status).query({ asOf })).body as SecurityStatus,
    });
    const states = await Promise.all([before, t1, t2, t3].map(at));
    assert.deepEqual(
      states.map(({ config }) => [config.mfaEnabled, config.sessionTimeout]),
      [
        [false, null],
        [true, null],
        [true, 60],
        [false, 60],
      ],
    );
    assert.deepEqual(states.map(({ status }) => status.score), [10, 30, 45, 25]);
    assert.ok(states.every(({ status, config }, i) => status.activeSessions === null && config.asOf === [before, t1, t2, t3][i]));
    const bad = await grace.get(SECURITY_API.config).query({ asOf: 'last monday' });
    assert.deepEqual([bad.status, /^asOf\b/.test(bad.body.message)], [400, true]);
    assert.ok(otherInstitutionId);
  });

  it('a member signing in from outside the whitelist is refused with a page that says why; recorded as LOGIN_FAILURE and counted', async () => {
    const marie = await t.as('marie');
    assert.equal((await marie.post(SECURITY_API.ipWhitelist).set('Origin', origin()).send({ ipRange: '127.0.0.1' })).status, 201);
    const scoreBefore = ((await marie.get(SECURITY_API.status)).body as SecurityStatus).score;
    // Every hop of the sign-in leaves from 127.0.0.2.
    const agent = request.agent(t.baseUrl);
    const from127002 = new Proxy(agent, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function') return value;
        return ['get', 'post'].includes(String(prop))
          ? (...args: unknown[]) => value.apply(target, args).agent(from2)
          : value.bind(target);
      },
    });
    await assert.rejects(signIn(from127002, 'ada', t.baseUrl), (err: Error) => {
      assert.match(err.message, /the callback answered 403/);
      assert.match(err.message, /<h1>Sign-in refused<\/h1>/);
      assert.ok(err.message.includes('Access from your network address is not allowed'), err.message);
      return true;
    });
    assert.equal((await agent.get('/api/auth/user')).status, 401);

    const [failure] = (await marie.get(SECURITY_API.auditLogs).query({ action: 'LOGIN_FAILURE' })).body as AuditLogEntry[];
    assert.deepEqual([failure.userId, failure.ipAddress, failure.success], [(await t.userOf('ada')).id, '127.0.0.2', false]);
    const status = (await marie.get(SECURITY_API.status)).body as SecurityStatus;
    assert.equal(status.recentFailedLogins, 1);
    // The score part "zero recent failed logins" (10) is lost.
    assert.equal(status.score, scoreBefore - 10);
    assert.equal((await marie.delete(SECURITY_API.ipWhitelistEntry('127.0.0.1')).set('Origin', origin())).status, 200);
  });

  it('MFA: while required, a member signing in without a second factor is refused; with the authenticator code enrolled by QR code, admitted', async () => {
    assert.equal((await patch('marie', { mfaEnabled: true })).status, 200);
    const without = request.agent(t.baseUrl);
    await assert.rejects(signIn(without, 'ada', t.baseUrl), (err: Error) => {
      assert.match(err.message, /the callback answered 403/);
      assert.ok(err.message.includes('requires multi-factor authentication'), err.message);
      return true;
    });
    const [failure] = ((await (await t.as('marie')).get(SECURITY_API.auditLogs).query({ action: 'LOGIN_FAILURE' })).body as AuditLogEntry[]);
    assert.equal(failure.resource, 'sign-in (no second factor)');

    // Enrolment: a QR code per demo account, and its key to type in.
    const enrolment = await t.anonymous().get('/oidc/totp');
    assert.equal(enrolment.status, 200);
    assert.match(enrolment.text, /<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="QR code of Ada Lovelace/);
    const key = /<code data-account="ada">([A-Z2-7]+)<\/code>/.exec(enrolment.text)?.[1];
    assert.ok(key, 'no key for Ada on the enrolment page');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });

    await assert.rejects(signIn(request.agent(t.baseUrl), 'ada', t.baseUrl, { code: totp.generate() === '000000' ? '111111' : '000000' }), /choosing ada answered 400/);
    const withCode = request.agent(t.baseUrl);
    await signIn(withCode, 'ada', t.baseUrl, { code: totp.generate() });
    assert.equal((await withCode.get(INSTITUTION_API.institution)).status, 200);
    assert.equal((await patch('marie', { mfaEnabled: false })).status, 200);
  });
});
