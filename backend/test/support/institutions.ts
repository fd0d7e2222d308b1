/**
 * The institutions the access tests stand on (issue #29): the demo institution of the first start
 * with Marie as its administrator, Ada invited into it as a member, and a second institution with
 * Grace as its administrator. Alan (the console's admin) belongs to none.
 */
import assert from 'node:assert/strict';
import { INSTITUTION_API, type InviteUserRequest } from '@scholarlens/contracts';
import type { DemoAccountKey } from '../../src/platform/auth/demo-accounts.js';
import type { TestApp } from './test-app.js';
import { untilOk } from './until-ok.js';

/**
 * Waits until `who` has an institution: memberships are read models, so an invitation or a new
 * institution answers 201 before its projection lets the member in (a loaded CI machine took
 * longer than the access check's own short wait).
 */
export async function memberReady(t: TestApp, who: DemoAccountKey, ms = 15_000): Promise<void> {
  const agent = await t.as(who);
  await untilOk(
    `${who} reaching an institution`,
    async () => {
      const res = await agent.get(INSTITUTION_API.institution);
      return { status: res.status, text: res.text };
    },
    (res) => res.status === 200,
    ms,
  );
}

/** Waits for the first start's demo institution (created in the background) to answer Marie. */
export function demoInstitutionReady(t: TestApp, ms = 15_000): Promise<void> {
  return memberReady(t, 'marie', ms);
}

/**
 * Ada a member of Marie's (demo) institution (`ada`: her role and department, the institution's
 * defaults without); Grace the administrator of another one. Answers the other's id.
 */
export async function setUpInstitutions(t: TestApp, ada: { role?: InviteUserRequest['role']; department?: string } = {}): Promise<string> {
  await demoInstitutionReady(t);
  const invited = await (await t.as('marie')).post(INSTITUTION_API.invite).set('Origin', t.baseUrl).send({ email: 'ada@scholarlens.local', ...ada });
  assert.equal(invited.status, 201, invited.text);
  const other = await (await t.as('alan'))
    .post(INSTITUTION_API.adminInstitutions)
    .set('Origin', t.baseUrl)
    .send({ name: 'Other University', domain: 'other.edu', subdomain: 'other', tier: 'basic', maxUsers: 5, adminEmail: 'grace@scholarlens.local' });
  assert.equal(other.status, 201, other.text);
  await memberReady(t, 'ada');
  await memberReady(t, 'grace');
  return other.body.id as string;
}
