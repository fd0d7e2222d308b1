import { type Page, expect, test } from '@playwright/test';
import { seedCatalog } from './catalog';
import { call, expectNoSidewaysScroll, shot, signedInPage, toast } from './support';

/**
 * Learning management (spec inst §2, issue #33): Marie (the demo institution's administrator)
 * creates an AI course from three catalog papers chosen by search, edits a module's reading list,
 * publishes it; Ada (a member) enrols and completes a module; the four cards follow. Then both pages
 * at 375 px. Run with `--project=with-catalog --no-deps` (it seeds the catalogue and joins Ada).
 */

type Summary = { totalCourses: number; totalStudents: number; aiGenerated: number; completionRate: number | null };
const card = (page: Page, id: string) => page.getByTestId(`card-${id}-value`);

/** The four cards show the server's summary for this member. */
async function expectCards(page: Page, s: Summary) {
  await expect(card(page, 'total-courses')).toHaveText(String(s.totalCourses));
  await expect(card(page, 'total-students')).toHaveText(String(s.totalStudents));
  await expect(card(page, 'ai-generated')).toHaveText(String(s.aiGenerated));
  await expect(card(page, 'completion-rate')).toHaveText(s.completionRate === null ? '—' : `${s.completionRate}%`);
}

test('Marie builds a course from three papers, edits and publishes it; Ada enrols and completes a module; the cards follow', async ({ browser }) => {
  test.setTimeout(240_000);
  const papers = seedCatalog()
    .filter((p) => !/[$\\{}]/.test(p.title) && p.title.length < 90)
    .slice(0, 3);
  const marie = await signedInPage(browser, 'Marie Curie');
  await marie.goto('/courses');
  await expect(marie.getByRole('heading', { name: 'Learning Management' })).toBeVisible();
  await expect(marie).toHaveTitle('AI Courses – ScholarLens');
  // Ada in the demo institution (invited unless another test did it).
  type User = { email: string; status: string };
  const users = async () => (await call<User[]>(marie, 'GET', '/api/institution/users')).body;
  if (!(await users()).some((u) => u.email === 'ada@scholarlens.local')) {
    expect((await call(marie, 'POST', '/api/institution/users/invite', { email: 'ada@scholarlens.local' })).status).toBe(201);
  }
  const ada = await signedInPage(browser, 'Ada Lovelace');
  await ada.goto('/courses');
  await expect(ada.getByRole('heading', { name: 'Learning Management' })).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Create AI Course' })).toHaveCount(0);

  const before = (await call<Summary>(marie, 'GET', '/api/courses/summary')).body;
  await expectCards(marie, before);
  await shot(marie, 'courses-before-1280');

  // Create AI Course: the defaults, validation, three papers by search.
  await marie.getByRole('button', { name: 'Create AI Course' }).first().click();
  const dialog = marie.getByRole('dialog', { name: 'Create AI Course' });
  await expect(dialog.getByLabel('Semester')).toHaveText('Fall');
  await expect(dialog.getByLabel('Year')).toHaveValue(String(Math.min(2030, Math.max(2020, new Date().getFullYear()))));
  await expect(dialog.getByLabel('Institution')).toHaveValue(/.+/);
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Course code is required')).toBeVisible();
  const title = `Vision Frontiers ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Reading recent papers in depth');
  await dialog.getByLabel('Course code').fill('CS 777');
  for (const p of papers) {
    await dialog.getByRole('textbox', { name: 'Find papers' }).fill(p.title);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByRole('button', { name: `Add ${p.title}`, exact: true }).click();
  }
  await expect(dialog.getByTestId('chosen-papers').locator('.MuiChip-root')).toHaveCount(3);
  await shot(marie, 'courses-create-dialog-1280');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(marie)).toContainText('Course Created Successfully');
  await expect(toast(marie)).toContainText('AI-generated course content is ready for review.');

  const courseCard = marie.getByTestId('course-card').filter({ hasText: title });
  await expect(courseCard).toContainText('CS 777 · Fall');
  await expect(courseCard).toContainText('draft');
  await expect(courseCard).toContainText('AI Generated');
  await expect(courseCard).toContainText('0 students');
  await expectCards(marie, { ...before, totalCourses: before.totalCourses + 1, aiGenerated: before.aiGenerated + 1 });
  // The tabs filter: a draft is under Draft and AI Generated, not under Published.
  await marie.getByRole('tab', { name: 'Published' }).click();
  await expect(courseCard).toHaveCount(0);
  await marie.getByRole('tab', { name: 'Draft' }).click();
  await expect(courseCard).toBeVisible();
  await marie.getByRole('tab', { name: 'AI Generated' }).click();
  await expect(courseCard).toBeVisible();
  await shot(marie, 'courses-created-1280');

  // Manage Course: modules written by the local AI, each reading a paper page; edit the first.
  await courseCard.getByRole('link', { name: `Manage Course: ${title}` }).click();
  await expect(marie.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(marie).toHaveTitle(`${title} – ScholarLens`);
  const modules = marie.getByTestId('course-module');
  await expect(modules.first()).toBeVisible();
  await expect(modules.first().getByTestId('module-written-by')).toHaveText(/^Written by Local AI · keyphrase grouping/);
  for (const p of papers) await expect(marie.getByRole('link', { name: p.title, exact: true })).toHaveAttribute('href', `/paper/${p.id}`);
  await shot(marie, 'course-draft-1280');

  await modules.first().getByRole('button', { name: /^Edit module/ }).click();
  const editor = marie.getByRole('dialog', { name: 'Edit module' });
  await editor.getByLabel('Module title').fill('Week one: foundations');
  const readings = editor.getByTestId('reading-list-editor').locator('li');
  const firstReading = (await readings.first().innerText()).split('\n')[0].replace(/^1\. /, '');
  const count = await readings.count();
  if (count > 1) await editor.getByRole('button', { name: `Move down: ${firstReading}` }).click();
  await editor.getByRole('textbox', { name: 'Add papers' }).fill(papers[0].title);
  await editor.getByRole('button', { name: 'Search' }).click();
  await expect(editor.getByTestId('paper-results')).toBeVisible();
  await editor.getByRole('button', { name: 'Save module' }).click();
  await expect(toast(marie)).toHaveText(/Module saved/);
  await expect(modules.first().getByRole('heading', { name: 'Week one: foundations' })).toBeVisible();
  await expect(modules.first().getByTestId('module-written-by')).toHaveText(/, edited by the instructor$/);
  if (count > 1) await expect(modules.first().locator('li').nth(1)).toContainText(firstReading);

  await marie.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(marie)).toHaveText(/Course published/);
  await expect(marie.getByText('published', { exact: true })).toBeVisible();
  const moduleCount = await modules.count();

  // Ada: the published course, enrol, complete the first module.
  await ada.goto('/courses');
  const adaCard = ada.getByTestId('course-card').filter({ hasText: title });
  await adaCard.getByRole('link', { name: `Open Course: ${title}` }).click();
  await ada.getByRole('button', { name: 'Enrol' }).click();
  await expect(toast(ada)).toHaveText(/You are enrolled/);
  await ada.getByTestId('course-module').first().getByRole('button', { name: /^Mark as done/ }).click();
  await expect(ada.getByTestId('course-module').first().getByText('Completed')).toBeVisible();
  await expect(ada.getByTestId('my-progress')).toHaveText(`You completed 1 of ${moduleCount} modules.`);
  await shot(ada, 'course-student-1280');

  // The cards follow, from the real enrolments and completions.
  const after = (await call<Summary>(marie, 'GET', '/api/courses/summary')).body;
  expect(after.totalStudents).toBeGreaterThanOrEqual(1);
  expect(after.completionRate).not.toBeNull();
  await marie.goto('/courses');
  await expectCards(marie, after);
  await expect(marie.getByTestId('course-card').filter({ hasText: title })).toContainText('1 student');
  await shot(marie, 'courses-after-1280');

  // 375 px: both pages fit.
  for (const [page, path, name] of [
    [ada, '/courses', 'courses-375'],
    [ada, ada.url(), 'course-375'],
    [marie, '/courses', 'courses-marie-375'],
  ] as const) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, name);
  }
});
