/**
 * Puts real papers into the e2e run's catalog through the product's own import command, so the
 * discovery screens are tested on real data. Idempotent: importing the same slice twice adds nothing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const corpus = path.resolve(repo, '../shared/data/arxiv-corpus');
const importCli = path.join(repo, 'backend/dist/src/modules/papers/importing-papers/import.cli.js');

/** How many papers of each corpus file the e2e catalog holds. */
export const SEED = { daily: 150, math: 50 } as const;

export interface SeededPaper {
  id: string;
  title: string;
  authors: string[];
  categories: string[];
}

function firstLines(file: string, count: number): string[] {
  return fs.readFileSync(path.join(corpus, file), 'utf8').split('\n').filter(Boolean).slice(0, count);
}

let seeded: SeededPaper[] | null = null;

/** Imports corpus-shaped JSON lines (the arXiv corpus files' shape) through the product's import command. */
export function importLines(lines: string[]): void {
  const file = path.join(os.tmpdir(), `scholarlens-e2e-${process.pid}-${Date.now()}.jsonl`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  try {
    execFileSync(process.execPath, [importCli, file], { env: process.env, stdio: 'pipe' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export function seedCatalog(): SeededPaper[] {
  if (seeded) return seeded;
  const lines = [...firstLines('daily-listings-30k.jsonl', SEED.daily), ...firstLines('daily-listings-math-2487.jsonl', SEED.math)];
  importLines(lines);
  seeded = lines.map((line) => {
    const p = JSON.parse(line) as { id: string; title: string; authors: string[]; categories: string[] };
    return { id: p.id, title: p.title.replace(/\s+/g, ' ').trim(), authors: p.authors, categories: p.categories };
  });
  return seeded;
}
