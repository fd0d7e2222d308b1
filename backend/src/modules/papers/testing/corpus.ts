/** Slices of the real corpus (../shared/data/arxiv-corpus) written to temp files, for tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { defaultCorpusDir } from '../importing-papers/first-start-import.js';

export const CORPUS = {
  daily: 'daily-listings-30k.jsonl',
  math: 'daily-listings-math-2487.jsonl',
  kaggle: 'kaggle-snapshot-format-1000.jsonl',
} as const;

export function corpusPath(file: string): string {
  return path.join(defaultCorpusDir({}), file);
}

/** Lines [from, from + count) of a corpus file (0-based), as read. */
export async function corpusLines(file: string, count: number, from = 0): Promise<string[]> {
  const out: string[] = [];
  let i = 0;
  const lines = createInterface({ input: fs.createReadStream(corpusPath(file), { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    if (i++ < from) continue;
    if (line.trim() === '') continue;
    out.push(line);
    if (out.length >= count) break;
  }
  lines.close();
  return out;
}

export function tempDir(prefix = 'scholarlens-papers-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function writeLines(dir: string, name: string, lines: readonly string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
