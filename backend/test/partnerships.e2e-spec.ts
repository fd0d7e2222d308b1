/**
 * Partnership outreach (issue #36 item 6) over HTTP: console admins create and edit partner
 * targets, the header cards are computed from them, and outreach is a real e-mail received by a
 * local SMTP server started here (smtp-server), recorded with the target; without SMTP_URL it is
 * kept in the outbox, which the page lists while saying mail is not sent. Nobody but console
 * admins reaches any of it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PARTNERSHIPS_API, PARTNERSHIP_MESSAGES, type PartnerTarget, type PartnershipsOverview } from '@scholarlens/contracts';
import { SMTPServer } from 'smtp-server';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { type TestApp, freePort, startTestApp } from './support/test-app.js';

const TARGET = {
  name: 'Uppsala University',
  location: 'Uppsala, Sweden',
  students: 45000,
  faculty: 7000,
  currentSystem: 'Canvas',
  estimatedValue: 150000,
  probability: 85,
  painPoints: ['Fragmented reading lists', ' '],
  decisionMakers: ['Head of Library'],
  email: 'Library@UU.example',
  website: 'https://uu.example',
};

describe('partnerships', () => {
  let env: PrivateEnv;
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { from: string; to: string[]; data: string }[] = [];

  before(async () => {
    env = await privateEnv();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    t = await startTestApp({ ...env.env, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'ScholarLens Partnerships <partners@scholarlens.test>' });
  });
  after(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await env?.drop();
  });

  const send = async (account: 'alan' | 'marie' | 'ada', method: 'post' | 'put', path: string, body: object) =>
    (await t.as(account))[method](path).set('Origin', t.baseUrl).send(body);

  it('only console admins reach partnerships', async () => {
    assert.equal((await t.anonymous().get(PARTNERSHIPS_API.overview)).status, 401);
    for (const account of ['ada', 'marie', 'grace'] as const) {
      assert.equal((await (await t.as(account)).get(PARTNERSHIPS_API.overview)).status, 403, account);
      assert.equal((await send(account as 'ada', 'post', PARTNERSHIPS_API.targets, TARGET)).status, 403, account);
    }
  });

  it('targets are created and edited; the header cards are computed from them', async () => {
    const empty = (await (await t.as('alan')).get(PARTNERSHIPS_API.overview)).body as PartnershipsOverview;
    assert.deepEqual(empty.totals, { totalValue: 0, targets: 0, students: 0, averageProbability: null });
    assert.equal(empty.mailSending, true);

    const created = await send('alan', 'post', PARTNERSHIPS_API.targets, TARGET);
    assert.equal(created.status, 201, created.text);
    const target = created.body as PartnerTarget;
    assert.deepEqual(target.painPoints, ['Fragmented reading lists'], 'blank items dropped');
    assert.deepEqual(target.contact, { email: 'library@uu.example', website: 'https://uu.example' });
    const second = await send('alan', 'post', PARTNERSHIPS_API.targets, { ...TARGET, name: 'Aarhus University', students: 38000, estimatedValue: 85000, probability: 78, email: 'it@au.example', website: null });
    assert.equal(second.status, 201, second.text);

    const edited = await send('alan', 'put', PARTNERSHIPS_API.target(target.id), { ...TARGET, probability: 90, currentSystem: 'Moodle' });
    assert.equal(edited.status, 200, edited.text);
    assert.equal((edited.body as PartnerTarget).probability, 90);
    assert.equal((edited.body as PartnerTarget).currentSystem, 'Moodle');

    const overview = (await (await t.as('alan')).get(PARTNERSHIPS_API.overview)).body as PartnershipsOverview;
    assert.deepEqual(overview.targets.map((x) => x.name), ['Uppsala University', 'Aarhus University']);
    assert.deepEqual(overview.totals, { totalValue: 235000, targets: 2, students: 83000, averageProbability: 84 });

    const bad = await send('alan', 'post', PARTNERSHIPS_API.targets, { ...TARGET, probability: 140 });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^probability: /);
    const badMail = await send('alan', 'post', PARTNERSHIPS_API.targets, { ...TARGET, email: 'nobody' });
    assert.equal(badMail.body.message, 'email: email must be an e-mail address');
    const unknown = await send('alan', 'put', PARTNERSHIPS_API.target('00000000-0000-4000-8000-000000000000'), TARGET);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, PARTNERSHIP_MESSAGES.notFound);
  });

  it('outreach is an e-mail the SMTP server receives, recorded with the target; a blank message is Missing Information', async () => {
    const target = ((await (await t.as('alan')).get(PARTNERSHIPS_API.overview)).body as PartnershipsOverview).targets.find((x) => x.name === 'Uppsala University')!;
    const blank = await send('alan', 'post', PARTNERSHIPS_API.outreach(target.id), { message: '   ' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.message, `message: ${PARTNERSHIP_MESSAGES.missingInformation}`);
    assert.equal(received.length, 0, 'nothing sent for a blank message');

    const sent = await send('alan', 'post', PARTNERSHIPS_API.outreach(target.id), { message: 'Dear colleagues,\nwe would like to show you ScholarLens.' });
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.body.transport, 'smtp');
    assert.equal(received.length, 1);
    assert.deepEqual(received[0].to, ['library@uu.example']);
    assert.equal(received[0].from, 'partners@scholarlens.test');
    assert.match(received[0].data, /Subject: Partnership proposal: ScholarLens for Uppsala University/);
    assert.match(received[0].data, /we would like to show you ScholarLens\./);

    const after = ((await (await t.as('alan')).get(PARTNERSHIPS_API.overview)).body as PartnershipsOverview).targets.find((x) => x.id === target.id)!;
    assert.equal(after.outreach.length, 1);
    assert.equal(after.outreach[0].transport, 'smtp');
    assert.equal(after.outreach[0].sentBy, (await t.userOf('alan')).name);
    assert.equal((await send('alan', 'post', PARTNERSHIPS_API.outreach('00000000-0000-4000-8000-000000000000'), { message: 'Hi' })).status, 404);
    assert.equal((await send('marie', 'post', PARTNERSHIPS_API.outreach(target.id), { message: 'Hi' })).status, 403);
  });

  it('without SMTP_URL, outreach is kept in the outbox the page lists, and the page says mail is not sent', async () => {
    await t.close();
    const { SMTP_URL: _unused, ...rest } = process.env;
    process.env = rest;
    t = await startTestApp({ ...env.env, SMTP_URL: '' });
    const overview = (await (await t.as('alan')).get(PARTNERSHIPS_API.overview)).body as PartnershipsOverview;
    assert.equal(overview.mailSending, false);
    const target = overview.targets.find((x) => x.name === 'Aarhus University')!;
    const sent = await send('alan', 'post', PARTNERSHIPS_API.outreach(target.id), { message: 'Kept, not sent' });
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.body.transport, 'outbox');
    const later = (await (await t.as('alan')).get(PARTNERSHIPS_API.overview)).body as PartnershipsOverview;
    assert.deepEqual(later.outbox.map((m) => [m.to, m.subject]), [['it@au.example', 'Partnership proposal: ScholarLens for Aarhus University']]);
    assert.match(later.outbox[0].text, /Kept, not sent/);
    assert.equal(received.length, 1, 'nothing reached the SMTP server');
  });
});
