import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { type SeededPaper, seedCatalog } from './catalog';
import { signInAs, toast } from './support';

/**
 * Citation export (spec core §6, §7, §8): locked with "Upgrade Required" below Pro; for Pro,
 * citation-js output in five formats, copied or downloaded as {arxivId}_citation.{ext}, each
 * export recorded as citationExport usage.
 */

let papers: SeededPaper[];
test.beforeAll(async () => {
  papers = seedCatalog();
});

const citationExports = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const usage = (await (await fetch('/api/usage', { credentials: 'include' })).json()) as { feature: string; count: number }[];
    return usage.find((u) => u.feature === 'citationExport')?.count ?? 0;
  });

test('free users see a locked button and "Upgrade Required"', async ({ page }) => {
  await signInAs(page, 'Ada Lovelace');
  await page.goto(`/paper/${papers[0].id}`);
  await page.getByTestId('export-citation').click();
  await expect(toast(page)).toContainText('Upgrade Required');
  await expect(toast(page)).toContainText('Citation export is available for Pro users and above.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('pro: BibTeX, RIS, APA, MLA, Chicago and Zotero JSON; download named {arxivId}_citation.{ext}; usage recorded', async ({ page }) => {
  const paper = papers[0]; // 2606.32040, FaceMoE, by Kartik Narayan and Vishal M. Patel
  await signInAs(page, 'Grace Hopper');
  const before = await citationExports(page);
  await page.goto(`/paper/${paper.id}`);
  await page.getByTestId('export-citation').click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByTestId('citation-text');
  await expect(text).toContainText('@misc{narayan');
  await expect(text).toContainText('author = {Narayan, Kartik and Patel, Vishal M.}');
  await expect(text).toContainText(`eprint = {${paper.id}}`);
  await expect(text).toContainText('archivePrefix = {arXiv}');
  await expect(text).toContainText(`doi = {10.48550/arXiv.${paper.id}}`);

  await dialog.getByRole('button', { name: 'APA' }).click();
  await expect(text).toContainText(`Narayan, K., & Patel, V. M. (`);
  await expect(text).toContainText(`(arXiv:${paper.id}). arXiv. https://doi.org/10.48550/arXiv.${paper.id}`);

  await dialog.getByRole('button', { name: 'MLA' }).click();
  await expect(text).toContainText(`Narayan, Kartik, and Vishal M. Patel. “${paper.title}.” arXiv:${paper.id}, arXiv,`);

  await dialog.getByRole('button', { name: 'Chicago' }).click();
  await expect(text).toContainText(`Narayan, Kartik, and Vishal M. Patel. 20`);
  await expect(text).toContainText(`“${paper.title}.” arXiv:${paper.id}. Preprint, arXiv,`);
  const chicago = await text.innerText();
  const download = page.waitForEvent('download');
  await dialog.getByTestId('download-citation').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${paper.id}_citation.txt`);
  expect(fs.readFileSync(await file.path(), 'utf8')).toBe(chicago);
  await expect(toast(page)).toContainText('Downloaded!');

  await dialog.getByRole('button', { name: 'Zotero JSON' }).click();
  await expect(text).toContainText('"type": "article"');
  const zotero = page.waitForEvent('download');
  await dialog.getByTestId('download-citation').click();
  const json = await zotero;
  expect(json.suggestedFilename()).toBe(`${paper.id}_citation.json`);
  const items = JSON.parse(fs.readFileSync(await json.path(), 'utf8'));
  expect(items[0].title).toBe(paper.title);
  expect(items[0].author.map((a: { family: string }) => a.family)).toEqual(['Narayan', 'Patel']);

  await dialog.getByRole('button', { name: 'BibTeX' }).click();
  await expect(text).toContainText('@misc{');
  const bib = page.waitForEvent('download');
  await dialog.getByTestId('download-citation').click();
  expect((await bib).suggestedFilename()).toBe(`${paper.id}_citation.bib`);

  await dialog.getByRole('button', { name: 'RIS' }).click();
  await expect(text).toContainText('TY  - UNPB');
  await expect(text).toContainText('AU  - Narayan, Kartik');
  const ris = page.waitForEvent('download');
  await dialog.getByTestId('download-citation').click();
  const risFile = await ris;
  expect(risFile.suggestedFilename()).toBe(`${paper.id}_citation.ris`);
  expect(fs.readFileSync(await risFile.path(), 'utf8')).toContain(`DO  - 10.48550/arXiv.${paper.id}`);

  expect(await citationExports(page)).toBe(before + 4);
});

test('copy puts the citation on the clipboard: "Copied!"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'Grace Hopper');
  await page.goto(`/paper/${papers[1].id}`);
  await page.getByTestId('export-citation').click();
  const text = page.getByRole('dialog').getByTestId('citation-text');
  await expect(text).toContainText('@misc{');
  await page.getByRole('dialog').getByTestId('copy-citation').click();
  await expect(toast(page)).toContainText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text.innerText());
});
