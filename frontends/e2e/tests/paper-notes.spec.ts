import { expect, test } from '@playwright/test';
import { type SeededPaper, seedCatalog } from './catalog';
import { signInAs, toast } from './support';

/** My Notes (spec core §2, §4, §5, §8): guests are asked to sign in; signed-in users add, edit, delete their private notes. */

let papers: SeededPaper[];
test.beforeAll(async () => {
  papers = seedCatalog();
});

test('guests see "Sign in to add notes to this paper" with a Sign In button', async ({ page }) => {
  await page.goto(`/paper/${papers[40].id}`);
  const notes = page.getByTestId('section-my-notes');
  await expect(notes.getByText('Sign in to add notes to this paper')).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('add (3-row form), edit (one at a time, "edited"), delete (confirmation); private to the author', async ({ page, browser }) => {
  const paper = papers[41];
  await signInAs(page, 'Ada Lovelace');
  await page.goto(`/paper/${paper.id}`);
  const notes = page.getByTestId('section-my-notes');
  await expect(notes.getByTestId('add-note')).toBeVisible();
  await expect(notes.getByText('Loading notes…')).toHaveCount(0);
  // Notes left by an earlier run on the same database come first.
  const start = await notes.getByTestId('note').count();
  const mine = (i: number) => notes.getByTestId('note').nth(start + i);
  await notes.getByTestId('add-note').click();
  await expect(notes.getByTestId('note-input')).toHaveAttribute('rows', '3');
  await expect(notes.getByTestId('save-note')).toBeDisabled();
  await notes.getByTestId('note-input').fill('   ');
  await expect(notes.getByTestId('save-note')).toBeDisabled();
  await notes.getByTestId('note-input').fill('Compare with the FaceMoE ablations.');
  await notes.getByTestId('save-note').click();
  await expect(toast(page)).toContainText('Note added successfully');
  await notes.getByTestId('add-note').click();
  await notes.getByTestId('note-input').fill('Second note');
  await notes.getByTestId('save-note').click();
  await expect(notes.getByTestId('note')).toHaveCount(start + 2);
  await expect(mine(0)).toContainText('Compare with the FaceMoE ablations.');
  await expect(mine(0)).not.toContainText('edited');

  // One note in edit mode at a time.
  await mine(0).getByRole('button', { name: 'Edit note' }).click();
  await mine(1).getByRole('button', { name: 'Edit note' }).click();
  await expect(notes.getByRole('textbox', { name: 'Edit note' })).toHaveCount(1);
  await notes.getByRole('textbox', { name: 'Edit note' }).fill('Second note, revised');
  await notes.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText('Note updated successfully');
  await expect(mine(1)).toContainText('Second note, revised');
  await expect(mine(1)).toContainText('edited');

  // Another user does not see them.
  const other = await browser.newPage();
  await signInAs(other, 'Marie Curie');
  await other.goto(`/paper/${paper.id}`);
  await expect(other.getByTestId('add-note')).toBeVisible();
  await expect(other.getByText('Loading notes…')).toHaveCount(0);
  await expect(other.getByText('Compare with the FaceMoE ablations.')).toHaveCount(0);
  await expect(other.getByText('Second note, revised')).toHaveCount(0);
  await other.close();

  let dialogText = '';
  page.once('dialog', (d) => {
    dialogText = d.message();
    void d.accept();
  });
  await mine(0).getByRole('button', { name: 'Delete note' }).click();
  await expect(toast(page)).toContainText('Note deleted successfully');
  expect(dialogText).toBe('Are you sure you want to delete this note?');
  await expect(notes.getByTestId('note')).toHaveCount(start + 1);
  await page.reload();
  await expect(page.getByTestId('note')).toHaveCount(start + 1);
  await expect(page.getByTestId('note').nth(start)).toContainText('Second note, revised');
});

test('a failing save shows "Failed to add note"', async ({ page }) => {
  await signInAs(page, 'Ada Lovelace');
  await page.route('**/api/papers/*/notes', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }) : route.continue(),
  );
  await page.goto(`/paper/${papers[42].id}`);
  await page.getByTestId('add-note').click();
  await page.getByTestId('note-input').fill('will fail');
  await page.getByTestId('save-note').click();
  await expect(toast(page)).toContainText('Failed to add note');
});
