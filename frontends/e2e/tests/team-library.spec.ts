import { type Page, expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { call, expectNoSidewaysScroll, signedInPage, toast } from './support';

/**
 * The team library (issue #38 item 3): Ada on the free plan is refused with the reason and offered
 * Upgrade; Marie on the Team plan adds a paper from its page with a note and another from a paper
 * shared in the team chat; Ada sees both, with who added them, in the portal's teams tab and on the
 * team's page, at 1280 and 375 px. Uses the seeded catalogue and the demo institution:
 * `--project=with-catalog --no-deps`.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;

test('Team plan members share a library; a free member is offered Upgrade', async ({ browser }) => {
  test.setTimeout(180_000);
  const [first, second] = seedCatalog().filter((p) => !/[$\\]/.test(p.title));
  const marie = await signedInPage(browser, 'Marie Curie');
  const alan = await signedInPage(browser, 'Alan Turing');
  const marieId = (await call<{ id: string }>(marie, 'GET', '/api/auth/user')).body.id;
  expect((await call(alan, 'POST', `/api/admin/users/${marieId}/plan`, { plan: 'team' })).status).toBe(200);

  // Ada in the demo institution and in a new team of Marie's.
  await marie.goto('/institution');
  await expect(marie.getByTestId('institution-name')).toBeVisible();
  type User = { id: string; email: string; status: string };
  const users = async () => (await call<User[]>(marie, 'GET', '/api/institution/users')).body;
  if (!(await users()).some((u) => u.email === 'ada@scholarlens.local')) {
    expect((await call(marie, 'POST', '/api/institution/users/invite', { email: 'ada@scholarlens.local' })).status).toBe(201);
  }
  const ada = await signedInPage(browser, 'Ada Lovelace');
  await ada.goto('/institution');
  await expect.poll(async () => (await users()).find((u) => u.email === 'ada@scholarlens.local')?.status).toBe('active');
  const adaId = (await users()).find((u) => u.email === 'ada@scholarlens.local')!.id;
  const teamName = `Library Lab ${Date.now().toString(36)}`;
  const team = await call<{ id: string }>(marie, 'POST', '/api/institution/teams', { name: teamName });
  expect(team.status).toBe(201);
  expect((await call(marie, 'POST', `/api/institution/teams/${team.body.id}/members`, { memberId: adaId, role: 'member' })).status).toBe(201);

  const addFromPage = async (page: Page, note: string) => {
    await page.goto(`/paper/${first.id}`);
    await page.getByTestId('add-to-team-library').click();
    const dialog = page.getByRole('dialog', { name: 'Add to team library' });
    const picker = dialog.getByLabel('Team');
    if (await picker.count()) {
      await picker.click();
      await page.getByRole('option', { name: teamName, exact: true }).click();
    }
    await dialog.getByTestId('library-note').fill(note);
    await dialog.getByTestId('library-submit').click();
    return dialog;
  };

  // Ada's free plan: refused with the reason, Upgrade opens the plans.
  const refused = await addFromPage(ada, 'Me too');
  await expect(refused.getByTestId('library-error')).toContainText('The team library is available on Team and Enterprise plans.');
  await refused.getByRole('button', { name: 'Upgrade' }).click();
  await expect(ada.getByRole('dialog').filter({ hasText: 'Most Popular' })).toBeVisible();

  // Marie, on the Team plan: from the paper page, with a note.
  await addFromPage(marie, 'Read before Monday');
  await expect(toast(marie)).toContainText('Added to team library');

  // And from a paper shared in the team chat.
  const [general] = (await call<{ id: string }[]>(marie, 'GET', `/api/teams/${team.body.id}/channels`)).body;
  expect((await call(marie, 'POST', `/api/teams/${team.body.id}/channels/${general.id}/messages`, { content: 'Worth a look', messageType: 'paper_share', metadata: { paperId: second.id } })).status).toBe(201);
  await marie.goto('/institution?tab=collaboration');
  // With one team the chat opens on it; with more (other tests' teams), a picker chooses.
  const picker = marie.getByLabel('Team', { exact: true });
  await expect(marie.getByTestId('team-chat').or(picker).first()).toBeVisible();
  if (await picker.count()) {
    await picker.click();
    await marie.getByRole('option', { name: teamName, exact: true }).click();
  }
  await expect(marie.getByTestId('team-chat').getByRole('heading', { name: teamName })).toBeVisible();
  await marie.getByTestId('shared-paper').getByTestId('share-to-library').click();
  await marie.getByRole('dialog', { name: 'Add to team library' }).getByTestId('library-submit').click();
  await expect(toast(marie)).toContainText('Added to team library');

  // Ada sees both in the teams tab and on the team's page.
  await ada.goto('/institution?tab=teams');
  const card = ada.getByTestId('team-card').filter({ hasText: teamName });
  await expect(card.getByTestId('team-library')).toContainText('2 papers in the team library');
  await expect(card.getByTestId('library-paper')).toHaveCount(2);
  await card.getByTestId('open-team-library').click();
  await expect(ada).toHaveURL(new RegExp(`/team/${team.body.id}$`));
  await expect(ada.getByRole('heading', { name: teamName })).toBeVisible();
  const entries = ada.getByTestId('library-paper');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Added by Marie Curie');
  await expect(entries.first()).toContainText('From the team chat');
  await expect(entries.nth(1)).toContainText('Read before Monday');
  await expect(entries.nth(1)).toContainText('From its paper page');
  await expectNoSidewaysScroll(ada);
  if (SHOTS) await ada.screenshot({ path: `${SHOTS}/1280-team-library.png`, fullPage: true });
  await ada.setViewportSize({ width: 375, height: 812 });
  await expect(entries).toHaveCount(2);
  await expectNoSidewaysScroll(ada);
  if (SHOTS) await ada.screenshot({ path: `${SHOTS}/375-team-library.png`, fullPage: true });
  await ada.goto('/institution?tab=teams');
  await expect(ada.getByTestId('team-card').filter({ hasText: teamName }).getByTestId('library-paper')).toHaveCount(2);
  await expectNoSidewaysScroll(ada);
  if (SHOTS) await ada.screenshot({ path: `${SHOTS}/375-teams-tab-library.png`, fullPage: true });

  for (const page of [marie, alan, ada]) await page.context().close();
});

/**
 * Issue #28 item 3 in the institution remote: a paper whose title carries TeX, shared into the team
 * chat from its page, shows rendered math (KaTeX) and no raw `$` in the chat's Shared Paper card, in
 * the chat's Add to team library dialog, and in the team library on the teams tab and the team's page.
 */
test('a paper title with TeX reads as rendered math in the team chat and the team library', async ({ browser }) => {
  test.setTimeout(180_000);
  /** arXiv 2608.06333: "Relative modular categories from $\mathfrak{osp}(2 \vert 2n)$". */
  const paper = seedCatalog().find((p) => p.id === '2608.06333');
  expect(paper?.title).toContain('$\\mathfrak{osp}');
  const marie = await signedInPage(browser, 'Marie Curie');
  const alan = await signedInPage(browser, 'Alan Turing');
  const marieId = (await call<{ id: string }>(marie, 'GET', '/api/auth/user')).body.id;
  expect((await call(alan, 'POST', `/api/admin/users/${marieId}/plan`, { plan: 'team' })).status).toBe(200);
  await marie.goto('/institution');
  await expect(marie.getByTestId('institution-name')).toBeVisible();
  const teamName = `Math Lab ${Date.now().toString(36)}`;
  const team = await call<{ id: string }>(marie, 'POST', '/api/institution/teams', { name: teamName });
  expect(team.status).toBe(201);

  /** Rendered math inside `scope`, and no dollar sign left in what it shows. */
  const expectRenderedMath = async (scope: ReturnType<Page['getByTestId']>) => {
    await expect(scope.locator('.katex').first()).toBeVisible();
    await expect(scope.locator('.katex-html').first()).toContainText('osp');
    expect(await scope.evaluate((el) => (el as HTMLElement).innerText)).not.toContain('$');
  };

  // Shared from the paper's page with no comment: the share carries the title.
  await marie.goto(`/paper/${paper!.id}`);
  await marie.getByTestId('share-to-team').first().click();
  const share = marie.getByRole('dialog');
  await share.getByLabel('Team', { exact: true }).click();
  await marie.getByRole('option', { name: teamName, exact: true }).click();
  await expect(share.getByLabel('Channel')).toHaveText('#general');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(toast(marie)).toContainText('Paper shared with your team');

  await marie.goto('/institution?tab=collaboration');
  const picker = marie.getByLabel('Team', { exact: true });
  await expect(marie.getByTestId('team-chat').or(picker).first()).toBeVisible();
  if (await picker.count()) {
    await picker.click();
    await marie.getByRole('option', { name: teamName, exact: true }).click();
  }
  await expect(marie.getByTestId('team-chat').getByRole('heading', { name: teamName })).toBeVisible();
  const card = marie.getByTestId('shared-paper');
  await expect(card).toHaveCount(1);
  await expectRenderedMath(card);
  // Nothing of the message repeats the title raw beside the card.
  await expectRenderedMath(marie.getByTestId('message-item').filter({ has: card }));
  await expectNoSidewaysScroll(marie);

  await card.getByTestId('share-to-library').click();
  const dialog = marie.getByRole('dialog', { name: 'Add to team library' });
  await expectRenderedMath(dialog);
  await dialog.getByTestId('library-submit').click();
  await expect(toast(marie)).toContainText('Added to team library');

  for (const width of [1280, 375]) {
    await marie.setViewportSize({ width, height: 812 });
    await marie.goto('/institution?tab=teams');
    const entry = marie.getByTestId('team-card').filter({ hasText: teamName }).getByTestId('library-paper');
    await expect(entry).toHaveCount(1);
    await expectRenderedMath(entry);
    await expectNoSidewaysScroll(marie);
    await marie.goto(`/team/${team.body.id}`);
    await expect(marie.getByTestId('library-paper')).toHaveCount(1);
    await expectRenderedMath(marie.getByTestId('library-paper'));
    await expectNoSidewaysScroll(marie);
    if (SHOTS) await marie.screenshot({ path: `${SHOTS}/${width}-team-library-math.png`, fullPage: true });
  }

  for (const page of [marie, alan]) await page.context().close();
});
