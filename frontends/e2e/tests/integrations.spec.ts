import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Locator, expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { call, expectNoSidewaysScroll, shot, signedInPage, toast } from './support';

/**
 * Integrations (spec inst §2 "Integration ecosystem", issue #36): Marie, who administers the demo
 * institution, connects a signed webhook from the portal's integrations tab (Add Integration, the
 * template's fields, Connect: the receiver gets a signed ping first); a paper shared in a team's
 * chat is delivered to the receiver, which verifies the HMAC-SHA256 signature, and the delivery
 * shows in the integration's log; the Configure dialog shows the secret masked. At 1280 and 375 px.
 * The receiver is a loopback HTTP server of this test. Uses the seeded catalogue: `--project=with-catalog --no-deps`.
 */

interface Hook {
  headers: IncomingHttpHeaders;
  body: string;
}

async function openTab(panel: Locator, name: string) {
  const tab = panel.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

for (const width of [1280, 375]) {
  test(`Marie connects a signed webhook and sees the delivery of a paper shared in team chat (${width} px)`, async ({ browser }) => {
    test.setTimeout(180_000);
    const received: Hook[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('thanks');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/scholarlens`;
    const secret = `e2e-signing-secret-${width}-${Date.now().toString(36)}`;
    const signed = (h: Hook) => h.headers['x-scholarlens-signature'] === `sha256=${createHmac('sha256', secret).update(h.body).digest('hex')}`;
    const marie = await signedInPage(browser, 'Marie Curie', width);
    const connectedIds: string[] = [];
    try {
      // A fresh server seeds the demo institution in the background at its first start.
      await expect.poll(async () => (await call(marie, 'GET', '/api/institution')).status, { timeout: 60_000 }).toBe(200);
      await marie.goto('/institution?tab=integrations');
      const panel = marie.getByTestId('integrations-panel');
      await expect(panel.getByRole('heading', { name: 'Integration Ecosystem' })).toBeVisible();
      await expect(panel.getByRole('tab')).toHaveText(['Overview', 'Integrations', 'Pipelines', 'API', 'Marketplace']);
      await expect(panel.getByTestId('category-all')).toBeVisible();
      await shot(marie, `integrations-overview-${width}`);
      await expectNoSidewaysScroll(marie);

      // The marketplace lists templates; the category filter narrows it.
      await openTab(panel, 'Marketplace');
      await panel.getByTestId('category-citation').click();
      await expect(panel.getByTestId('marketplace-zotero')).toBeVisible();
      await expect(panel.getByTestId('marketplace-s3')).toHaveCount(0);
      await panel.getByTestId('category-all').click();
      await shot(marie, `integrations-marketplace-${width}`);

      // Add Integration → Signed webhook → its fields → Connect.
      await panel.getByTestId('add-integration').click();
      const dialog = marie.getByRole('dialog', { name: 'Add Integration' });
      await dialog.getByTestId('template-webhook').click();
      const connect = marie.getByRole('dialog', { name: 'Connect Signed webhook' });
      await connect.getByTestId('connect-field-url').fill(hookUrl);
      await connect.getByTestId('connect-field-secret').fill('too short');
      await connect.getByTestId('connect-event-paper.shared').check();
      await connect.getByTestId('connect-submit').click();
      await expect(toast(marie)).toContainText('Failed to connect integration');
      await expect(connect.getByRole('alert')).toContainText('config.secret: must be at least 16 characters');
      await connect.getByTestId('connect-field-secret').fill(secret);
      // At 375 px the toast lies over the dialog's buttons until it goes (spec core §8: 5 s; a pointer resting on it holds it).
      await marie.mouse.move(1, 1);
      await expect(toast(marie)).toBeHidden({ timeout: 10_000 });
      await shot(marie, `integrations-connect-dialog-${width}`);
      await connect.getByTestId('connect-submit').click();
      await expect(toast(marie)).toContainText('Integration connected successfully!');
      await expect(connect).toBeHidden();
      expect(received.some((h) => h.headers['x-scholarlens-event'] === 'ping' && signed(h))).toBe(true);

      const integrations = (await call<{ id: string; templateId: string; status: string; config: Record<string, unknown> }[]>(marie, 'GET', '/api/integrations')).body;
      const mine = integrations.find((i) => i.templateId === 'webhook' && i.status === 'connected' && i.config.url === hookUrl);
      expect(mine).toBeTruthy();
      connectedIds.push(mine!.id);

      // A paper shared in a team's chat is delivered, signed.
      const [paper] = seedCatalog().filter((p) => !/[$\\]/.test(p.title));
      const team = await call<{ id: string }>(marie, 'POST', '/api/institution/teams', { name: `Hooks ${width} ${Date.now().toString(36)}` });
      expect(team.status).toBe(201);
      const channelsOf = async () => (await call<{ id: string }[]>(marie, 'GET', `/api/teams/${team.body.id}/channels`)).body;
      await expect.poll(async () => (await channelsOf()).length).toBeGreaterThan(0);
      const channels = await channelsOf();
      const share = await call(marie, 'POST', `/api/teams/${team.body.id}/channels/${channels[0].id}/messages`, { content: 'For the webhook', messageType: 'paper_share', metadata: { paperId: paper.id } });
      expect(share.status).toBe(201);
      await expect.poll(() => received.find((h) => h.headers['x-scholarlens-event'] === 'paper.shared')).toBeTruthy();
      const delivery = received.find((h) => h.headers['x-scholarlens-event'] === 'paper.shared')!;
      expect(signed(delivery)).toBe(true);
      expect(JSON.parse(delivery.body).data.paperId).toBe(paper.id);

      // The integrations tab shows it connected, with the delivery in its log.
      await openTab(panel, 'Integrations');
      const card = panel.getByTestId('integration-webhook').filter({ hasText: 'Signed webhook' }).first();
      await expect(card.getByTestId('integration-status')).toHaveText('connected');
      await card.getByTestId('integration-deliveries-toggle').click();
      const item = card.getByTestId('delivery').filter({ hasText: paper.title.slice(0, 30) });
      await expect(item).toHaveAttribute('data-status', 'delivered');
      await expect(item).toContainText('answer 200');
      await expect(card.getByTestId('integration-uptime')).toHaveText('100%');
      await shot(marie, `integrations-delivery-${width}`);
      await expectNoSidewaysScroll(marie);

      // Configure shows the stored secret masked and saves.
      await card.getByTestId('integration-configure').click();
      const configure = marie.getByRole('dialog', { name: 'Configure Signed webhook' });
      await expect(configure.getByTestId('configure-field-secret')).toHaveValue('••••••••');
      await expect(configure.getByTestId('configure-field-url')).toHaveValue(hookUrl);
      await configure.getByTestId('configure-event-course.published').check();
      await shot(marie, `integrations-configure-${width}`);
      await configure.getByTestId('configure-save').click();
      await expect(toast(marie)).toContainText('Configuration saved');
      const saved = (await call<{ id: string; config: Record<string, unknown> }[]>(marie, 'GET', '/api/integrations')).body.find((i) => i.id === mine!.id);
      expect(saved?.config.events).toEqual(['paper.shared', 'course.published']);
      expect(signed(received.at(-1)!)).toBe(true);
    } finally {
      // Other runs on this server start without it: disconnect what this test connected.
      for (const id of connectedIds) await call(marie, 'POST', `/api/integrations/${id}/disconnect`, {});
      receiver.close();
    }
  });
}
