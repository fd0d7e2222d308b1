import { type Page, expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { expectNoSidewaysScroll, shot, signedInPage, signInAs, toast } from './support';

/**
 * The institution portal (spec inst §2, issue #29): Marie Curie administers the demo institution.
 * She invites Ada, Ada joins by signing in, Marie builds a team with her, and every figure on the
 * page follows what really happened. Then the admin console's Institutions panel, and 375 px.
 */

const figure = (page: Page, id: string) => page.getByTestId(`${id}-value`);
async function numberOf(page: Page, id: string): Promise<number> {
  await expect(figure(page, id)).not.toHaveText('');
  return Number((await figure(page, id).innerText()).replace(/[^0-9]/g, ''));
}

test('signed out: the portal asks to sign in and /institutional asks to log in', async ({ page }) => {
  await page.goto('/institution');
  await expect(page.getByRole('heading', { name: 'Institution Portal', level: 1 })).toBeVisible();
  await expect(page.getByTestId('institution-sign-in').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/google');
  await expect(page).toHaveTitle(/Institution Portal/);
  await shot(page, 'signed-out-1280');
  await page.goto('/institutional');
  await expect(page.getByRole('heading', { name: 'Authentication Required', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
});

test('a signed-in user of no institution sees "No Institution Found" and Contact Sales', async ({ page }) => {
  await signInAs(page, 'Grace Hopper');
  await page.goto('/institution');
  await expect(page.getByRole('heading', { name: 'No Institution Found', level: 1 })).toBeVisible();
  await expect(page.getByText('You are not associated with any institution yet')).toBeVisible();
  await page.getByRole('button', { name: 'Contact Sales' }).click();
  await expect(page.getByRole('dialog')).toContainText('grace@scholarlens.local');
  await shot(page, 'no-institution-1280');
  await page.getByRole('button', { name: 'Close' }).click();
  // The institutional dashboard says the same.
  await page.goto('/institutional');
  await expect(page.getByRole('heading', { name: 'No Institution Found', level: 1 })).toBeVisible();
});

test('while teams and members load: six and five skeletons (spec inst §9); the tier badge wears its tier colour', async ({ page }) => {
  await signInAs(page, 'Marie Curie');
  // Hold the two lists until the skeletons have been counted.
  const held: (() => void)[] = [];
  for (const path of ['**/api/institution/teams', '**/api/institution/users']) {
    await page.route(path, async (route) => {
      await new Promise<void>((release) => held.push(release));
      // A request the page has since abandoned (the next goto) cannot continue: nothing to do then.
      await route.continue().catch(() => undefined);
    });
  }
  await page.goto('/institution?tab=teams');
  await expect(page.getByTestId('teams-loading').getByTestId('team-skeleton')).toHaveCount(6);
  await page.goto('/institution?tab=users');
  await expect(page.getByTestId('users-loading').getByTestId('user-skeleton')).toHaveCount(5);
  for (const release of held.splice(0)) release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByTestId('users-loading')).toHaveCount(0);

  // Spec inst §2: basic gray, pro blue, enterprise purple.
  const badge = page.getByTestId('tier-badge');
  const tier = await badge.getAttribute('data-tier');
  const colour = { basic: 'rgb(236, 239, 241)', pro: 'rgb(227, 242, 253)', enterprise: 'rgb(243, 229, 245)' }[tier ?? ''];
  expect(colour, `a known tier: ${tier}`).toBeTruthy();
  await expect(badge).toHaveCSS('background-color', colour!);
});

test('Marie invites Ada, Ada joins by signing in, Marie builds a team with her; the figures follow', async ({ browser }) => {
  test.setTimeout(300_000);
  // Imported first, so that the projections have read the import long before Ada opens the paper.
  const [paper] = seedCatalog();
  const marie = await signedInPage(browser, 'Marie Curie');
  await marie.goto('/institution');
  await expect(marie.getByTestId('institution-name')).toContainText(/demo/i);
  await expect(marie.getByTestId('tier-badge')).toBeVisible();
  await expect(marie.getByRole('tab')).toHaveText([
    'Overview', 'Intelligence', 'Teams', 'Collaboration', 'AI Assistant', 'Analytics', 'Integrations', 'Users', 'Contracts', 'Security', 'Settings',
  ]);
  await expect(marie.getByTestId('tab-overview')).toHaveAttribute('aria-selected', 'true');
  await shot(marie, 'portal-overview-before-1280');

  const activeBefore = await numberOf(marie, 'stat-active-users');
  const teamsBefore = await numberOf(marie, 'stat-research-teams');
  const collaborationBefore = await numberOf(marie, 'overview-collaboration');
  expect(teamsBefore).toBe(0);

  // Invite: the dialog checks the e-mail first, then the server's answer is shown as a sentence.
  await marie.getByRole('button', { name: 'Invite User' }).first().click();
  const invite = marie.getByRole('dialog');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite).toContainText('Email is required');
  await invite.getByLabel('Email').fill('not-an-email');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite).toContainText('Enter a valid email address');
  await invite.getByLabel('Email').fill('ada@scholarlens.local');
  await invite.getByLabel('Role').click();
  await marie.getByRole('option', { name: 'Researcher' }).click();
  await invite.getByLabel('Department').fill('Mathematics');
  await shot(marie, 'invite-dialog-1280');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(marie)).toContainText('User invitation sent successfully!');
  await expect(invite).toHaveCount(0);

  await marie.getByTestId('tab-users').click();
  const adaCard = marie.locator('[data-testid="user-card"][data-email="ada@scholarlens.local"]');
  await expect(adaCard.getByTestId('user-status')).toHaveText('pending');
  await expect(adaCard).toContainText('Never active');
  await expect(adaCard).toContainText('Mathematics');
  await expect(adaCard.getByTestId('user-role')).toHaveText('researcher');
  await shot(marie, 'users-pending-1280');

  // The same e-mail again: refused, and the reason is readable (no raw JSON).
  await marie.getByRole('button', { name: 'Invite User' }).first().click();
  await marie.getByRole('dialog').getByLabel('Email').fill('ada@scholarlens.local');
  await marie.getByRole('dialog').getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(marie)).toContainText('Failed to send invitation');
  await expect(toast(marie)).not.toContainText('{');
  await marie.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Ada signs in: the invitation becomes her membership.
  const ada = await signedInPage(browser, 'Ada Lovelace');
  await ada.goto('/institution');
  await expect(ada.getByTestId('institution-name')).toHaveText(await marie.getByTestId('institution-name').innerText());

  await marie.reload();
  await marie.getByTestId('tab-users').click();
  await expect(adaCard.getByTestId('user-status')).toHaveText('active');
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(adaCard.getByTestId('user-joined')).toHaveText(`Joined ${today}`);
  await expect.poll(() => numberOf(marie, 'stat-active-users')).toBe(activeBefore + 1);
  await shot(marie, 'users-active-1280');

  // Ada reads a paper and searches: this month's Papers Viewed and Searches count them.
  const papersBefore = await numberOf(marie, 'stat-papers-viewed');
  const searchesBefore = await numberOf(marie, 'stat-searches');
  await ada.goto(`/paper/${paper.id}`);
  await expect(ada.getByRole('heading', { name: paper.title }).first()).toBeVisible();
  expect(await ada.evaluate(async () => (await fetch('/api/papers/search?q=learning')).status)).toBe(200);
  const afterReload = async (id: string) => {
    await marie.reload();
    return numberOf(marie, id);
  };
  await expect.poll(() => afterReload('stat-papers-viewed'), { timeout: 45_000 }).toBeGreaterThan(papersBefore);
  await expect.poll(() => afterReload('stat-searches'), { timeout: 45_000 }).toBe(searchesBefore + 1);

  // A team: the empty state's button opens the dialog, which checks the name.
  await marie.getByTestId('tab-teams').click();
  await expect(marie.getByTestId('teams-empty')).toContainText('No research teams yet');
  await marie.getByRole('button', { name: 'Create Your First Team' }).click();
  const team = marie.getByRole('dialog');
  await team.getByRole('button', { name: 'Create Team' }).click();
  await expect(team).toContainText('Team name is required');
  await team.getByLabel('Team name').fill('Analytical Engines');
  await team.getByLabel('Description').fill('Computing machines and their notes');
  await team.getByLabel('Department').fill('Mathematics');
  await team.getByLabel('Max members').fill('');
  await shot(marie, 'team-dialog-1280');
  await team.getByRole('button', { name: 'Create Team' }).click();
  await expect(toast(marie)).toContainText('Research team created successfully!');
  const card = marie.getByTestId('team-card').filter({ hasText: 'Analytical Engines' });
  await expect(card).toContainText('Max 50 members');
  await expect(card).toContainText('Mathematics');
  await expect(card.getByLabel('Private team')).toBeVisible();
  await expect.poll(() => numberOf(marie, 'stat-research-teams')).toBe(teamsBefore + 1);

  // Ada joins the team.
  await card.getByRole('button', { name: 'Add Member' }).click();
  const add = marie.getByRole('dialog');
  await add.getByLabel('Member').click();
  await marie.getByRole('option', { name: 'ada@scholarlens.local' }).click();
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(marie)).toContainText('Team member added successfully!');
  await expect(card.getByTestId('team-members')).toContainText('2 members');
  await shot(marie, 'teams-1280');

  // The overview: collaboration counts the team and the member added; activity lists what happened.
  await marie.getByTestId('tab-overview').click();
  await expect.poll(() => numberOf(marie, 'overview-collaboration')).toBe(collaborationBefore + 2);
  await expect.poll(() => numberOf(marie, 'overview-daily-active')).toBeGreaterThanOrEqual(1);
  await expect(marie.getByTestId('recent-activity')).toContainText('Analytical Engines');
  await expect(marie.getByTestId('recent-activity')).toContainText('ada@scholarlens.local');
  await shot(marie, 'portal-overview-after-1280');

  // Quick actions: each one does something.
  await marie.getByTestId('quick-actions').getByRole('button', { name: 'View Reports' }).click();
  await expect(marie.getByTestId('tab-analytics')).toHaveAttribute('aria-selected', 'true');
  await expect(marie.getByRole('heading', { name: 'Advanced Analytics' })).toBeVisible();
  await marie.getByTestId('tab-overview').click();
  await marie.getByTestId('quick-actions').getByRole('button', { name: 'Settings' }).click();
  await expect(marie.getByTestId('tab-settings')).toHaveAttribute('aria-selected', 'true');
  await expect(marie.getByLabel('Portal URL')).toHaveValue(/^https:\/\//);
  await expect(marie.getByLabel('Institution name')).toHaveAttribute('readonly', '');
  await shot(marie, 'settings-1280');

  // Suspending shows the red badge; reactivating brings her back.
  await marie.getByTestId('tab-users').click();
  await adaCard.getByRole('button', { name: 'Suspend' }).click();
  await expect(adaCard.getByTestId('user-status')).toHaveText('suspended');
  await expect(adaCard.getByTestId('user-status')).toHaveAttribute('data-tone', 'red');
  await adaCard.getByRole('button', { name: 'Reactivate' }).click();
  await expect(adaCard.getByTestId('user-status')).toHaveText('active');

  // A plain member is not offered Invite User, and the server refuses her if she tries.
  await ada.goto('/institution');
  await expect(ada.getByTestId('institution-name')).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
  const refused = await ada.evaluate(async () => {
    const res = await fetch('/api/institution/users/invite', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'someone@scholarlens.local', role: 'member' }),
    });
    return res.status;
  });
  expect(refused).toBe(403);

  // 375 px: every working tab fits without sideways scrolling.
  await marie.setViewportSize({ width: 375, height: 812 });
  for (const tab of ['overview', 'teams', 'users', 'settings', 'security']) {
    await marie.goto(tab === 'overview' ? '/institution' : `/institution?tab=${tab}`);
    await expect(marie.getByTestId(`panel-${tab}`)).toBeVisible();
    await expect(marie.getByTestId('institution-stat-cards')).toBeVisible();
    await expectNoSidewaysScroll(marie);
    await shot(marie, `portal-${tab}-375`);
  }
  await marie.getByRole('button', { name: 'Invite User' }).first().click();
  await expectNoSidewaysScroll(marie);
  await shot(marie, 'invite-dialog-375');
  await marie.context().close();
  await ada.context().close();
});

test('the admin console creates an institution and changes its tier and seats', async ({ page }) => {
  await signInAs(page, 'Alan Turing');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Institutions' }).click();
  const panel = page.getByTestId('institutions-panel');
  await expect(panel.getByTestId('institution-row').filter({ hasText: /demo/i })).toBeVisible();
  await panel.getByRole('button', { name: 'New Institution' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Institution' }).click();
  await expect(dialog).toContainText('Name is required');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Babbage College');
  await dialog.getByRole('textbox', { name: /^Domain/ }).fill('babbage.example.edu');
  await dialog.getByLabel('Subdomain').fill('Babbage College');
  await dialog.getByRole('button', { name: 'Create Institution' }).click();
  await expect(dialog).toContainText('Subdomain must be lowercase letters, digits and hyphens');
  await dialog.getByLabel('Subdomain').fill('babbage');
  await dialog.getByLabel('Administrator email').fill('dean@babbage.example.edu');
  await dialog.getByLabel('Maximum users').fill('0');
  await dialog.getByRole('button', { name: 'Create Institution' }).click();
  await expect(dialog).toContainText('Maximum users must be a whole number of at least 1');
  await dialog.getByLabel('Maximum users').fill('120');
  await dialog.getByRole('button', { name: 'Create Institution' }).click();
  await expect(toast(page)).toContainText('Institution created successfully!');
  const row = panel.locator('[data-testid="institution-row"][data-name="Babbage College"]');
  await expect(row.getByTestId('institution-tier')).toHaveText('basic');
  await expect(row.getByTestId('institution-seats')).toContainText('1 of 120 seats');
  await expect(row.getByTestId('institution-admins')).toContainText('dean@babbage.example.edu');
  await shot(page, 'admin-institutions-1280');

  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog').getByLabel('Tier').click();
  await page.getByRole('option', { name: 'enterprise' }).click();
  await page.getByRole('dialog').getByLabel('Maximum users').fill('250');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Institution updated successfully!');
  await expect(row.getByTestId('institution-tier')).toHaveText('enterprise');
  await expect(row.getByTestId('institution-seats')).toContainText('250');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'admin-institutions-375');
});
