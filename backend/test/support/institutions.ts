/**
 * The institutions the access tests stand on (issue #29): the demo institution of the first start
 * with Marie as its administrator, Ada invited into it as a member, and a second institution with
 * Grace as its administrator. Alan (the console's admin) belongs to none.
 */
import assert from 'node:assert/strict';
import { INSTITUTION_API } from '@scholarlens/contracts';
import type { TestApp } from './test-app.js';

/** Waits for the first start's demo institution (created in the background) to answer Marie. */
export async function demoInstitutionReady(t: TestApp, ms = 15_000): Promise<void> {
  const marie = await t.as('marie');
  const until = Date.now() + ms;
  for (;;) {
    const res = await marie.get(INSTITUTION_API.institution);
    if (res.status === 200) return;
    if (Date.now() > until) assert.fail(`the demo institution never answered Marie: ${res.status} ${res.text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ada a member of Marie's (demo) institution; Grace the administrator of another one. Answers the other's id. */
export async function setUpInstitutions(t: TestApp): Promise<string> {
  await demoInstitutionReady(t);
  const invited = await (await t.as('marie')).post(INSTITUTION_API.invite).set('Origin', t.baseUrl).send({ email: 'ada@scholarlens.local' });
  assert.equal(invited.status, 201, invited.text);
  const other = await (await t.as('alan'))
    .post(INSTITUTION_API.adminInstitutions)
    .set('Origin', t.baseUrl)
    .send({ name: 'Other University', domain: 'other.edu', subdomain: 'other', tier: 'basic', maxUsers: 5, adminEmail: 'grace@scholarlens.local' });
  assert.equal(other.status, 201, other.text);
  return other.body.id as string;
}
