import { expect, test } from '@playwright/test';
import { signInAs } from './support';

/** /databases (spec inst §2, §7, §8): the system's real sources, for admins. */

test('anonymous visitors get a sign-in prompt on /databases', async ({ page }) => {
  await page.goto('/databases');
  await expect(page.getByRole('heading', { name: 'Database Connections', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect All' })).toHaveCount(0);
});

test('an admin connects, syncs and drives the arXiv bulk path with the spec toasts', async ({ page }) => {
  await signInAs(page, 'Alan Turing');
  await page.goto('/databases');
  await expect(page.getByRole('heading', { name: 'Database Connections', level: 1 })).toBeVisible();
  const list = page.getByTestId('connection-list');
  await expect(list.getByTestId('connection-arxiv-api')).toContainText('arXiv API');
  await expect(list.getByTestId('connection-arxiv-oai-pmh')).toContainText('arXiv OAI-PMH');
  await expect(list.getByTestId('connection-openalex')).toContainText('OpenAlex');
  await expect(list.getByTestId('connection-llm')).toContainText('LLM endpoint');
  await expect(list.getByTestId('connection-arxiv-api')).toContainText('fully authorized');

  await page.getByRole('button', { name: 'Connect All' }).click();
  await expect(page.getByText('Database Connections Established')).toBeVisible();
  await expect(list.getByTestId('connection-arxiv-api').getByTestId('connection-status')).toHaveText('connected');
  await expect(list.getByTestId('connection-arxiv-oai-pmh').getByTestId('connection-status')).toHaveText('connected');
  await expect(list.getByTestId('connection-openalex').getByTestId('connection-status')).toHaveText('connected');
  const status = await page.evaluate(async () => (await fetch('/api/admin/databases/status')).json());
  await expect(page.getByTestId('db-total-connections')).toContainText(String(status.totalConnections));
  await expect(page.getByTestId('db-active-connections')).toContainText(String(status.activeConnections));
  await expect(page.getByTestId('compliance-percent')).toHaveText(`${Math.round(status.legalCompliance * 100)}%`);
  await expect(page.getByTestId('db-setup-cost')).toContainText('$');

  await page.getByRole('button', { name: 'Sync Data' }).click();
  await expect(page.getByText('Database Sync Started')).toBeVisible();

  await page.getByRole('button', { name: 'Setup' }).click();
  await expect(page.getByText('ArXiv S3 Setup Complete')).toBeVisible();
  await expect(page.getByLabel('Download limit')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Start Download' }).click();
  await expect(page.getByText('ArXiv Download Started')).toBeVisible();
});
