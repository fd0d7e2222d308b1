import { type Page, expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { call, expectNoSidewaysScroll, shot, signedInPage, toast } from './support';

/**
 * Team chat (spec inst §2 "Team collaboration chat", issue #30): Marie and Ada, each in a browser of
 * their own, talk in their team's general channel and see each other's messages arrive without a
 * reload; a private channel stays out of Ada's list until Marie adds her; a paper Ada shares from its page arrives in
 * Marie's pane as a "Shared Paper" card that opens the paper. Then the pane at 375 px. Also: the
 * placeholders while the channels and messages load, older pages on demand, and sharing from a feed card.
 */

async function openChat(page: Page, teamName: string) {
  await page.goto('/institution?tab=collaboration');
  await expect(page.getByTestId('panel-collaboration')).toBeVisible();
  // Both are in two teams at least (the portal's own test may have added more): a picker chooses.
  await page.getByLabel('Team', { exact: true }).click();
  await page.getByRole('option', { name: teamName, exact: true }).click();
  await expect(page.getByTestId('team-chat').getByRole('heading', { name: teamName })).toBeVisible();
}

test('two people chat live in their team; private channels stay private; a shared paper arrives as a Shared Paper card', async ({ browser }) => {
  test.setTimeout(240_000);
  const paper = seedCatalog().find((p) => !/[$\\]/.test(p.title))!;
  const marie = await signedInPage(browser, 'Marie Curie');
  await marie.goto('/institution');
  await expect(marie.getByTestId('institution-name')).toBeVisible();
  // Ada in the demo institution (invited unless the portal's test did it), then a team of the two.
  type User = { id: string; email: string; status: string };
  const users = async () => (await call<User[]>(marie, 'GET', '/api/institution/users')).body;
  if (!(await users()).some((u) => u.email === 'ada@scholarlens.local')) {
    expect((await call(marie, 'POST', '/api/institution/users/invite', { email: 'ada@scholarlens.local' })).status).toBe(201);
  }
  const ada = await signedInPage(browser, 'Ada Lovelace');
  await ada.goto('/institution');
  await expect(ada.getByTestId('institution-name')).toBeVisible();
  await expect.poll(async () => (await users()).find((u) => u.email === 'ada@scholarlens.local')?.status).toBe('active');
  const adaId = (await users()).find((u) => u.email === 'ada@scholarlens.local')!.id;
  const teamName = `Chat Lab ${Date.now().toString(36)}`;
  const team = await call<{ id: string }>(marie, 'POST', '/api/institution/teams', { name: teamName, description: 'Talking about papers' });
  expect(team.status).toBe(201);
  expect((await call(marie, 'POST', `/api/institution/teams/${team.body.id}/members`, { memberId: adaId, role: 'member' })).status).toBe(201);
  const other = await call<{ id: string }>(marie, 'POST', '/api/institution/teams', { name: `${teamName} (other)` });
  expect((await call(marie, 'POST', `/api/institution/teams/${other.body.id}/members`, { memberId: adaId, role: 'guest' })).status).toBe(201);

  // Both open the chat: the general channel is selected at once, empty.
  await openChat(marie, teamName);
  await openChat(ada, teamName);
  for (const page of [marie, ada]) {
    await expect(page.getByTestId('chat-member-count')).toHaveText('2 members');
    await expect(page.getByTestId('channel-item').first()).toHaveText('general');
    await expect(page.getByTestId('channel-item').first()).toHaveClass(/Mui-selected/);
    await expect(page.getByTestId('no-messages')).toHaveText('No messages yet. Start the conversation!');
    await expect(page.getByPlaceholder('Message #general')).toBeVisible();
  }
  await expect(marie.getByTestId('member-item')).toContainText(['Marie Curie', 'Ada Lovelace']);
  await expect(marie.getByTestId('member-item').first().getByRole('img', { name: 'admin' })).toBeVisible();
  await shot(marie, 'chat-empty-1280');

  // Marie writes two lines (Shift+Enter) and sends with Enter; Ada sees it arrive without reloading.
  const composer = marie.getByTestId('composer');
  await expect(marie.getByTestId('send-message')).toBeDisabled();
  await composer.fill('Hello Ada');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('second line');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(marie.getByTestId('message-content')).toHaveText(['Hello Ada\nsecond line']);
  await expect(ada.getByTestId('message-content')).toHaveText(['Hello Ada\nsecond line']);
  await expect(ada.getByTestId('message-item').getByText('Marie Curie')).toBeVisible();
  await expect(ada.getByTestId('message-item').locator('time')).toHaveText(/^\d{1,2}:\d{2}/);

  // Ada answers with the send button; Marie sees it live, once.
  await ada.getByTestId('composer').fill('Hi Marie!');
  await ada.getByTestId('send-message').click();
  await expect(marie.getByTestId('message-content')).toHaveText(['Hello Ada\nsecond line', 'Hi Marie!']);
  await expect(ada.getByTestId('message-content')).toHaveText(['Hello Ada\nsecond line', 'Hi Marie!']);
  await shot(ada, 'chat-live-1280');

  // A private channel: Marie creates it (blank names are not sent); Ada's list never shows it.
  await marie.getByTestId('create-channel').click();
  const dialog = marie.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Create Channel' })).toBeDisabled();
  await dialog.getByLabel('Channel name').fill('reviewers');
  await dialog.getByLabel('Description').fill('Only the two of us');
  await dialog.getByLabel('Private channel').check();
  await dialog.getByRole('button', { name: 'Create Channel' }).click();
  await expect(toast(marie)).toContainText('Channel created successfully!');
  const reviewers = marie.getByTestId('channel-item').filter({ hasText: 'reviewers' });
  await expect(reviewers).toHaveClass(/Mui-selected/);
  await expect(reviewers.getByLabel('Private channel')).toBeVisible();
  await expect(marie.getByTestId('pane-channel-name')).toHaveText('#reviewers');
  await ada.reload();
  await openChat(ada, teamName);
  await expect(ada.getByTestId('channel-item')).toHaveText(['general']);
  // Marie, the team's administrator, adds Ada to it; now Ada's list has it.
  await marie.getByTestId('add-channel-member').click();
  await marie.getByRole('dialog').getByLabel('Team member').click();
  await marie.getByRole('option', { name: 'Ada Lovelace' }).click();
  await marie.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(toast(marie)).toContainText('Added to #reviewers');
  await ada.reload();
  await openChat(ada, teamName);
  await expect(ada.getByTestId('channel-item')).toHaveText(['general', 'reviewers']);
  await expect(ada.getByTestId('add-channel-member')).toHaveCount(0);
  // The same name again is refused, with the server's reason.
  await marie.getByTestId('create-channel').click();
  await marie.getByRole('dialog').getByLabel('Channel name').fill('General');
  await marie.getByRole('dialog').getByRole('button', { name: 'Create Channel' }).click();
  await expect(toast(marie)).toContainText('Failed to create channel');
  await expect(toast(marie)).toContainText('exists in this team already');
  await marie.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await marie.getByTestId('channel-item').filter({ hasText: 'general' }).click();
  await expect(marie.getByTestId('message-content')).toHaveCount(2);

  // Ada shares a paper from its page; it arrives in Marie's open pane as a Shared Paper card.
  await ada.goto(`/paper/${paper.id}`);
  await expect(ada.getByRole('heading', { name: paper.title }).first()).toBeVisible();
  await ada.getByTestId('share-to-team').first().click();
  const share = ada.getByRole('dialog');
  await share.getByLabel('Team', { exact: true }).click();
  await ada.getByRole('option', { name: teamName, exact: true }).click();
  await expect(share.getByLabel('Channel')).toHaveText('#general');
  await share.getByLabel('Comment').fill('Section 3 is what we discussed');
  await shot(ada, 'share-dialog-1280');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(toast(ada)).toContainText('Paper shared with your team');
  const card = marie.getByTestId('shared-paper');
  await expect(card).toContainText('Shared Paper');
  await expect(card).toContainText(paper.title);
  await expect(marie.getByTestId('message-content').last()).toHaveText('Section 3 is what we discussed');
  await shot(marie, 'chat-shared-paper-1280');
  await card.getByRole('link').click();
  await expect(marie).toHaveURL(new RegExp(`/paper/${paper.id.replace('.', '\\.')}$`));
  await expect(marie.getByRole('heading', { name: paper.title }).first()).toBeVisible();

  // 375 px: the chat fits without sideways scrolling and the composer is usable.
  await ada.setViewportSize({ width: 375, height: 812 });
  await openChat(ada, teamName);
  await expect(ada.getByTestId('shared-paper')).toBeVisible();
  await expectNoSidewaysScroll(ada);
  await ada.getByTestId('composer').fill('From my phone');
  await ada.getByTestId('composer').press('Enter');
  await expect(ada.getByTestId('message-content').last()).toHaveText('From my phone');
  await shot(ada, 'chat-375');
  await marie.context().close();
  await ada.context().close();
});

test('with data encryption on, a message is stored encrypted; once Marie destroys the keys it reads "content removed"', async ({ browser }) => {
  test.setTimeout(120_000);
  const marie = await signedInPage(browser, 'Marie Curie');
  type User = { id: string; email: string; status: string };
  const users = async () => (await call<User[]>(marie, 'GET', '/api/institution/users')).body;
  if (!(await users()).some((u) => u.email === 'ada@scholarlens.local')) {
    expect((await call(marie, 'POST', '/api/institution/users/invite', { email: 'ada@scholarlens.local' })).status).toBe(201);
  }
  const ada = await signedInPage(browser, 'Ada Lovelace');
  await expect.poll(async () => (await users()).find((u) => u.email === 'ada@scholarlens.local')?.status).toBe('active');
  const teamName = `Vault Lab ${Date.now().toString(36)}`;
  const team = await call<{ id: string }>(marie, 'POST', '/api/institution/teams', { name: teamName });
  const adaId = (await users()).find((u) => u.email === 'ada@scholarlens.local')!.id;
  expect((await call(marie, 'POST', `/api/institution/teams/${team.body.id}/members`, { memberId: adaId, role: 'member' })).status).toBe(201);
  expect((await call(marie, 'PATCH', '/api/security/config', { dataEncryption: true })).status).toBe(200);
  try {
    await openChat(ada, teamName);
    await ada.getByTestId('composer').fill('Unpublished results: keep inside the lab');
    await ada.getByTestId('composer').press('Enter');
    const message = ada.getByTestId('message-item').last();
    await expect(message.getByTestId('message-content')).toHaveText('Unpublished results: keep inside the lab');
    await expect(message.getByRole('img', { name: 'Stored encrypted with your institution’s key' })).toBeVisible();
    await shot(ada, 'chat-encrypted-1280');

    await marie.goto('/institution?tab=security');
    await marie.getByTestId('security-panel').getByRole('tab', { name: 'Access Control' }).click();
    await marie.getByTestId('security-destroy-keys').click();
    const dialog = marie.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Destroy keys' })).toBeDisabled();
    await dialog.getByLabel('Confirmation').fill('destroy');
    await shot(marie, 'destroy-keys-dialog-1280');
    await dialog.getByRole('button', { name: 'Destroy keys' }).click();
    await expect(toast(marie)).toContainText('Encryption keys destroyed');
    await expect(marie.getByTestId('security-panel')).toContainText('Keys last destroyed');

    await ada.setViewportSize({ width: 375, height: 812 });
    await openChat(ada, teamName);
    const removed = ada.getByTestId('message-item').last().getByTestId('message-content');
    await expect(removed).toHaveText('content removed');
    await expect(removed).toHaveAttribute('data-protection', 'removed');
    await expectNoSidewaysScroll(ada);
    await shot(ada, 'chat-content-removed-375');
  } finally {
    // Other specs share this server: the institution stores plain text again.
    expect((await call(marie, 'PATCH', '/api/security/config', { dataEncryption: false })).status).toBe(200);
    await marie.context().close();
    await ada.context().close();
  }
});

test('the pane while loading (3 channel and 5 message placeholders), older messages on demand, and Share to team from a paper card', async ({ browser }) => {
  test.setTimeout(180_000);
  seedCatalog();
  const marie = await signedInPage(browser, 'Marie Curie');
  await marie.goto('/institution');
  await expect(marie.getByTestId('institution-name')).toBeVisible();
  const teamName = `History Lab ${Date.now().toString(36)}`;
  const team = await call<{ id: string }>(marie, 'POST', '/api/institution/teams', { name: teamName });
  expect(team.status).toBe(201);
  // A second team, so that the chat offers its team picker however this test is run.
  expect((await call(marie, 'POST', '/api/institution/teams', { name: `${teamName} (other)` })).status).toBe(201);
  // The general channel comes from the team's creation a moment later (a process manager).
  const generalChannel = async () => (await call<{ id: string; name: string }[]>(marie, 'GET', `/api/teams/${team.body.id}/channels`)).body.find((c) => c.name === 'general');
  await expect.poll(generalChannel).toBeTruthy();
  const general = (await generalChannel())!;
  // 32 messages: one page (30) and two older ones.
  for (let i = 1; i <= 32; i++) {
    expect((await call(marie, 'POST', `/api/teams/${team.body.id}/channels/${general.id}/messages`, { content: `Note ${i}`, messageType: 'text' })).status).toBe(201);
  }

  // Hold the channel list and the messages until the placeholders have been counted.
  const held: (() => void)[] = [];
  await marie.route(`**/api/teams/${team.body.id}/channels**`, async (route) => {
    if (route.request().method() === 'GET' && !route.request().url().includes('/stream')) await new Promise<void>((release) => held.push(release));
    await route.continue().catch(() => undefined);
  });
  await openChat(marie, teamName);
  await expect(marie.getByTestId('channel-skeleton')).toHaveCount(3);
  for (const release of held.splice(0)) release();
  await expect(marie.getByTestId('message-skeleton')).toHaveCount(5);
  for (const release of held.splice(0)) release();
  await marie.unrouteAll({ behavior: 'ignoreErrors' });

  // The newest page first, then the older ones on demand, oldest at the top.
  const contents = marie.getByTestId('message-content');
  await expect(contents).toHaveCount(30);
  await expect(contents.first()).toHaveText('Note 3');
  await expect(contents.last()).toHaveText('Note 32');
  await marie.getByRole('button', { name: 'Load older messages' }).click();
  await expect(contents).toHaveCount(32);
  await expect(contents.first()).toHaveText('Note 1');
  await expect(marie.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);

  // Share to team from a card of the feed: the card's button, the same dialog as the paper page's.
  const sharer = await signedInPage(browser, 'Marie Curie');
  await sharer.goto('/');
  const card = sharer.getByTestId('paper-card').first();
  const paperId = await card.getAttribute('data-paper-id');
  await card.getByTestId('share-to-team').click();
  const share = sharer.getByRole('dialog');
  await share.getByLabel('Team', { exact: true }).click();
  await sharer.getByRole('option', { name: teamName, exact: true }).click();
  await expect(share.getByLabel('Channel')).toHaveText('#general');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(toast(sharer)).toContainText('Paper shared with your team');
  const shared = marie.getByTestId('shared-paper');
  await expect(shared).toHaveCount(1);
  await expect(shared.getByRole('link')).toHaveAttribute('href', `/paper/${paperId}`);
  await marie.context().close();
  await sharer.context().close();
});
