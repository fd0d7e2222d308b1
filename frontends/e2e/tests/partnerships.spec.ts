import { expect, test } from '@playwright/test';
import { call, expectNoSidewaysScroll, shot, signedInPage, toast } from './support';

/**
 * Partnership outreach (spec inst §2 "/partnerships", issue #36 item 6): Alan Turing, a console
 * admin, adds a target university, sees the header cards follow, contacts it and sends a proposal.
 * The browser run's servers have no SMTP_URL, so the page says mail is not being sent and the
 * message appears in the outbox (the API test checks an SMTP server receives it when one is set).
 * Others are refused. Seen at 1280 and 375 px.
 */

test('the page is for console admins only', async ({ browser }) => {
  const marie = await signedInPage(browser, 'Marie Curie', 375);
  await marie.goto('/partnerships');
  await expect(marie).toHaveTitle(/Partnership Outreach/);
  await expect(marie.getByTestId('partnerships-refused')).toContainText('Admins only');
  expect((await call(marie, 'GET', '/api/partnerships')).status).toBe(403);
  await expectNoSidewaysScroll(marie);
});

for (const width of [1280, 375]) {
  test(`a console admin adds a target, edits it and sends outreach, kept in the outbox without SMTP (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const alan = await signedInPage(browser, 'Alan Turing', width);
    const name = `E2E University ${width}`;
    const email = `partners-${width}@e2e-university.example`;
    await alan.goto('/partnerships');
    await expect(alan).toHaveTitle(/Partnership Outreach/);
    await expect(alan.getByTestId('mail-not-sent')).toContainText('Mail is not being sent');
    const before = (await call<{ totals: { targets: number; students: number; totalValue: number } }>(alan, 'GET', '/api/partnerships')).body.totals;
    await shot(alan, `partnerships-before-${width}`);

    // Add a target: the dialog validates, then the card and the header follow.
    await alan.getByTestId('add-target').click();
    const dialog = alan.getByRole('dialog', { name: 'Add Target University' });
    await dialog.getByTestId('target-save').click();
    await expect(dialog).toContainText('Name is required');
    await dialog.getByTestId('target-name').fill(name);
    await dialog.getByTestId('target-location').fill('Lund, Sweden');
    await dialog.getByTestId('target-students').fill('1000');
    await dialog.getByTestId('target-faculty').fill('120');
    await dialog.getByTestId('target-currentSystem').fill('Blackboard');
    await dialog.getByTestId('target-estimatedValue').fill('50000');
    await dialog.getByTestId('target-probability').fill('60');
    await dialog.getByTestId('target-painPoints').fill('Licence costs\nNo AI summaries');
    await dialog.getByTestId('target-decisionMakers').fill('Head of Library');
    await dialog.getByTestId('target-email').fill(email);
    await shot(alan, `partnerships-dialog-${width}`);
    await dialog.getByTestId('target-save').click();
    await expect(toast(alan)).toContainText('Partner target added');
    await expect(dialog).toBeHidden();
    const card = alan.locator(`[data-testid="partner-target"][data-target="${name}"]`);
    await expect(card).toContainText('Lund, Sweden');
    await expect(card).toContainText('Licence costs');
    await expect(card.getByTestId('partner-last-outreach')).toHaveText('No outreach yet');
    await expect(alan.getByTestId('card-targets-value')).toHaveText(String(before.targets + 1));
    await expect(alan.getByTestId('card-students-value')).toHaveText((before.students + 1000).toLocaleString('en-US'));

    // Edit it: the probability changes on the card.
    await card.getByTestId('partner-edit').click();
    const edit = alan.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByTestId('target-probability').fill('75');
    await edit.getByTestId('target-save').click();
    await expect(toast(alan)).toContainText('Partner target updated');
    await expect(card).toContainText('Success probability: 75%');

    // Contact: the outreach form; a blank message is the spec's Missing Information.
    await card.getByTestId('partner-contact').click();
    const form = alan.getByTestId('outreach-form');
    await expect(form).toContainText(`To ${email}`);
    await form.getByTestId('outreach-send').click();
    await expect(toast(alan)).toContainText('Missing Information');
    await expect(toast(alan)).toContainText('Please select a university and write a message.');
    await form.getByTestId('outreach-message').fill(`Dear colleagues at ${name}, may we show you ScholarLens?`);
    await shot(alan, `partnerships-outreach-${width}`);
    await form.getByTestId('outreach-send').click();
    await expect(toast(alan)).toContainText('Partnership Outreach Sent');
    // A successful send clears the message; the form stays open.
    await expect(form.getByTestId('outreach-message')).toHaveValue('');
    await expect(card.getByTestId('partner-last-outreach')).toContainText('kept in the outbox');
    const kept = alan.getByTestId('outbox-message').filter({ hasText: `To ${email}` });
    await expect(kept).toContainText(`Partnership proposal: ScholarLens for ${name}`);
    await expect(kept).toContainText('may we show you ScholarLens?');
    await expectNoSidewaysScroll(alan);
    await shot(alan, `partnerships-sent-${width}`);

    // Target Analysis clears the selection: the form closes.
    await alan.getByTestId('target-analysis').click();
    await expect(form).toBeHidden();
  });
}
