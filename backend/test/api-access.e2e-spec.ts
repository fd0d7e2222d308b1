/**
 * The api tab and institution API keys (issue #36 item 4) over HTTP, on real PostgreSQL and Redis:
 * the catalogue lists the real routes with their access rule, rate limit and the calls and median
 * time measured after calls; administrators create keys (the secret once, only its hash kept) and
 * revoke them; a key authenticates with its creator's rights (never the console's), is refused at
 * once after revoking, is rate-limited per key, and its calls are the contract's apiCalls. Nobody
 * sees another institution's keys; members cannot create any.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  API_ACCESS_API,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiCatalogue,
  type ApiKey,
  CONTRACTS_API,
  type CreatedApiKey,
  INSTITUTION_API,
  INSTITUTION_MESSAGES,
} from '@scholarlens/contracts';
import request from 'supertest';
import type { AppConfig } from '../src/platform/config/config.js';
import { APP_CONFIG } from '../src/platform/config/config.module.js';
import { PG_POOL } from '../src/platform/database/database.module.js';
import type { Pool } from '../src/platform/database/database.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { setUpInstitutions } from './support/institutions.js';
import { type TestApp, startTestApp } from './support/test-app.js';

describe('API catalogue and API keys', () => {
  let env: PrivateEnv;
  let t: TestApp;
  let otherInstitutionId: string;

  before(async () => {
    env = await privateEnv();
    t = await startTestApp({ ...env.env, RATE_LIMIT_API_KEY_PER_MINUTE: '40' });
    otherInstitutionId = await setUpInstitutions(t);
  });
  after(async () => {
    await t?.close();
    await env?.drop();
  });

  const post = async (account: 'marie' | 'ada' | 'grace' | 'alan', path: string, body: object = {}) => (await t.as(account)).post(path).set('Origin', t.baseUrl).send(body);
  const del = async (account: 'marie' | 'ada' | 'grace' | 'alan', path: string) => (await t.as(account)).delete(path).set('Origin', t.baseUrl);
  const withKey = (secret: string) => ({
    get: (path: string) => request(t.baseUrl).get(path).set('Authorization', `Bearer ${secret}`),
    post: (path: string, body: object) => request(t.baseUrl).post(path).set('Authorization', `Bearer ${secret}`).send(body),
  });

  it('administrators create a key shown once and kept only as a hash; members cannot; nobody sees another institution\'s keys', async () => {
    const created = await post('marie', API_ACCESS_API.keys, { name: '  Library sync  ' });
    assert.equal(created.status, 201, created.text);
    const key = created.body as CreatedApiKey;
    assert.equal(key.name, 'Library sync');
    assert.ok(key.secret.startsWith(API_KEY_PREFIX) && key.secret.length > 40, key.secret);
    assert.equal(key.prefix, key.secret.slice(0, API_KEY_PREFIX.length + 4));
    assert.equal(key.revokedAt, null);

    const listed = await (await t.as('marie')).get(API_ACCESS_API.keys);
    assert.equal(listed.status, 200);
    assert.deepEqual((listed.body as ApiKey[]).map((k) => k.id), [key.id]);
    assert.ok(!listed.text.includes(key.secret), 'the list never holds the secret');
    assert.equal((listed.body as ApiKey[])[0].createdBy.name, (await t.userOf('marie')).name);
    // Stored: the hash only, nowhere the secret (read model and event log).
    const pool = t.app.get<Pool>(PG_POOL);
    const stored = await pool.query<{ n: string }>(`select count(*) as n from events where data::text like '%' || $1 || '%'`, [key.secret.slice(API_KEY_PREFIX.length)]);
    assert.equal(Number(stored.rows[0].n), 0, 'the secret is in the event log');

    const bad = await post('marie', API_ACCESS_API.keys, { name: ' ' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^name: /);
    const member = await post('ada', API_ACCESS_API.keys, { name: 'Mine' });
    assert.equal(member.status, 403, member.text);
    assert.equal(member.body.message, INSTITUTION_MESSAGES.adminsOnly);
    assert.equal((await (await t.as('ada')).get(API_ACCESS_API.keys)).status, 403);
    assert.equal((await (await t.as('alan')).get(API_ACCESS_API.keys)).status, 404, 'not a member of any institution');
    assert.equal((await t.anonymous().get(API_ACCESS_API.keys)).status, 401);

    // Grace administers the other institution: she sees none of Marie's keys and cannot revoke one.
    assert.deepEqual((await (await t.as('grace')).get(API_ACCESS_API.keys)).body, []);
    const foreign = await del('grace', API_ACCESS_API.key(key.id));
    assert.equal(foreign.status, 404, foreign.text);
    assert.equal(foreign.body.message, API_KEY_MESSAGES.notFound);
    assert.equal((await del('ada', API_ACCESS_API.key(key.id))).status, 403);
    assert.equal((await del('marie', API_ACCESS_API.key('not-a-key'))).status, 404);
    assert.ok(otherInstitutionId);
  });

  it('a key authenticates with its creator\'s rights (not the console\'s), without the CSRF check, and is refused at once after revoking', async () => {
    const key = (await post('marie', API_ACCESS_API.keys, { name: 'Scripts' })).body as CreatedApiKey;
    const api = withKey(key.secret);
    const institution = await api.get(INSTITUTION_API.institution);
    assert.equal(institution.status, 200, institution.text);
    assert.equal(institution.body.name, ((await (await t.as('marie')).get(INSTITUTION_API.institution)).body as { name: string }).name);
    assert.equal(institution.headers['set-cookie'], undefined, 'a key call starts no session');
    // An administrator's write, as Marie could: invite a member (a key call carries no Origin and needs none).
    const invited = await api.post(INSTITUTION_API.invite, { email: 'key-invite@scholarlens.local' });
    assert.equal(invited.status, 201, invited.text);
    // With a foreign Origin too: the key, not a cookie, authenticates, so there is nothing to forge.
    const fromPage = await request(t.baseUrl).post(API_ACCESS_API.keys).set('Authorization', `Bearer ${key.secret}`).set('Origin', 'https://evil.example').send({ name: 'By key' });
    assert.equal(fromPage.status, 201, fromPage.text);
    // Console routes stay closed to keys, whoever made them.
    assert.equal((await api.get('/api/admin/institutions')).status, 403);
    // A key that is not one: 401 with the message.
    const wrong = await withKey(`${API_KEY_PREFIX}nope`).get(INSTITUTION_API.institution);
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.message, API_KEY_MESSAGES.invalid);

    const revoked = await del('marie', API_ACCESS_API.key(key.id));
    assert.equal(revoked.status, 200, revoked.text);
    assert.ok((revoked.body as ApiKey).revokedAt);
    const after = await api.get(INSTITUTION_API.institution);
    assert.equal(after.status, 401, 'refused at once after revoking');
    assert.equal(after.body.message, API_KEY_MESSAGES.invalid);
    const again = await del('marie', API_ACCESS_API.key(key.id));
    assert.equal(again.status, 409);
    assert.equal(again.body.message, API_KEY_MESSAGES.alreadyRevoked);
    const listed = ((await (await t.as('marie')).get(API_ACCESS_API.keys)).body as ApiKey[]).find((k) => k.id === key.id)!;
    assert.ok(listed.revokedAt);
    assert.equal(listed.calls30d, 4, 'the institution read, the invite, the key creation and the console route the guard refused; the 401s after revoking reached no route');
    assert.ok(listed.lastUsedAt);
  });

  it('the catalogue lists the real routes with access, rate limit and the calls and median time measured after calls', async () => {
    const ada = await t.as('ada');
    for (let i = 0; i < 3; i++) assert.equal((await ada.get(CONTRACTS_API.tiers)).status, 200);
    const res = await ada.get(API_ACCESS_API.endpoints);
    assert.equal(res.status, 200, res.text);
    const catalogue = res.body as ApiCatalogue;
    assert.equal(catalogue.docsUrl, '/api/docs');
    assert.deepEqual(catalogue.apiKeyRateLimit, { requests: 40, window: '1 minute' });
    const tiers = catalogue.endpoints.find((e) => e.id === 'GET /api/contracts/tiers')!;
    assert.ok(tiers, 'the contracts tiers route is listed');
    assert.ok(tiers.usage >= 3, `usage ${tiers.usage}`);
    assert.equal(typeof tiers.responseTime, 'number');
    assert.ok(tiers.responseTime! > 0);
    assert.equal(tiers.status, 'active');
    assert.equal(tiers.authentication, 'signed-in');
    // The configured limit (the test environment raises the read limit).
    assert.deepEqual(tiers.rateLimit, { tier: 'read', requests: t.app.get<AppConfig>(APP_CONFIG).rateLimits.read.points, window: '1 minute' });
    assert.match(tiers.description, /ContractTier/);
    const keys = catalogue.endpoints.find((e) => e.id === 'POST /api/integrations/api-keys')!;
    assert.equal(keys.rateLimit.tier, 'write');
    const summary = catalogue.endpoints.find((e) => e.id === 'POST /api/papers/:id/summary')!;
    assert.equal(summary.rateLimit.tier, 'ai');
    const adminRoute = catalogue.endpoints.find((e) => e.id === 'GET /api/admin/institutions')!;
    assert.equal(adminRoute.authentication, 'admin');
    const idle = catalogue.endpoints.find((e) => e.id === 'GET /api/admin/queues')!;
    assert.deepEqual([idle.usage, idle.responseTime, idle.status], [0, null, 'idle']);
    // Every route of the app, and only those: the same count as the OpenAPI document's operations.
    const docs = await t.anonymous().get('/api/docs-json');
    const operations = Object.values(docs.body.paths as Record<string, object>).reduce<number>((n, ops) => n + Object.keys(ops).length, 0);
    assert.equal(catalogue.endpoints.length, operations);
    // Members of no institution do not see it.
    assert.equal((await (await t.as('alan')).get(API_ACCESS_API.endpoints)).status, 404);
  });

  it('keys have their own rate limit, per key; their calls are the contract\'s apiCalls', async () => {
    const marie = await t.as('marie');
    const institutionId = ((await marie.get(INSTITUTION_API.institution)).body as { id: string }).id;
    const contract = await post('alan', CONTRACTS_API.adminContracts, { institutionId, tier: 'enterprise', users: 100 });
    assert.equal(contract.status, 201, contract.text);
    const before = ((await marie.get(CONTRACTS_API.usage)).body as { apiCalls: number }).apiCalls;
    assert.equal(before, 4, 'the earlier key calls of this institution');

    const key = (await post('marie', API_ACCESS_API.keys, { name: 'Bulk' })).body as CreatedApiKey;
    const api = withKey(key.secret);
    const statuses: number[] = [];
    for (let i = 0; i < 42; i++) statuses.push((await api.get(CONTRACTS_API.tiers)).status);
    assert.deepEqual(statuses.slice(0, 40), new Array(40).fill(200));
    assert.deepEqual(statuses.slice(40), [429, 429]);
    const refused = await api.get(CONTRACTS_API.tiers);
    assert.match(refused.body.message, /^Too many API key requests: try again in \d+ s$/);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    // Marie herself, by cookie, is not limited by her key's count.
    assert.equal((await marie.get(CONTRACTS_API.tiers)).status, 200);

    const usage = (await marie.get(CONTRACTS_API.usage)).body as { apiCalls: number; sources: Record<string, string> };
    assert.equal(usage.apiCalls, before + 40, 'answered key calls only');
    assert.match(usage.sources.apiCalls, /API keys/);
  });
});
