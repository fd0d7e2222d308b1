/**
 * Slices of the real arXiv corpus (../shared/data/arxiv-corpus, never copied into the repo) for
 * search tests and benchmarks: the first N papers of chosen primary categories, in file order,
 * plus named papers — deterministic, so judged queries keep their answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../../platform/config/config.js';
import { readCorpusFile } from '../../../../platform/external/arxiv/corpus-formats.js';
import type { PaperMetadata } from '../../../../platform/external/arxiv/paper-metadata.js';

export const CORPUS_DIR = process.env.CORPUS_DIR ?? path.join(REPO_ROOT, '..', 'shared', 'data', 'arxiv-corpus');

export function corpusFiles(dir = CORPUS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Every valid paper of the corpus (first occurrence of an id wins). */
export async function readCorpus(dir = CORPUS_DIR): Promise<PaperMetadata[]> {
  const seen = new Set<string>();
  const out: PaperMetadata[] = [];
  for (const file of corpusFiles(dir)) {
    for await (const line of readCorpusFile(file)) {
      if (!line.result.ok || seen.has(line.result.value.arxivId)) continue;
      seen.add(line.result.value.arxivId);
      out.push(line.result.value);
    }
  }
  return out;
}

/** The first `perCategory[c]` papers whose primary category is c, plus the papers named in `include`. */
export function sliceCorpus(all: readonly PaperMetadata[], perCategory: Record<string, number>, include: readonly string[] = []): PaperMetadata[] {
  const left = { ...perCategory };
  const wanted = new Set(include);
  return all.filter((p) => {
    if (wanted.has(p.arxivId)) return true;
    const c = p.categories[0];
    if (left[c] > 0) {
      left[c]--;
      return true;
    }
    return false;
  });
}

/** A realistic mix of the corpus's fields for tests (~300 papers). */
export const TEST_SLICE: Record<string, number> = {
  'cs.CV': 60,
  'cs.CL': 50,
  'cs.AI': 50,
  'math.RT': 20,
  'cs.IT': 20,
  'cs.GT': 20,
  'eess.IV': 10,
  'cs.CE': 10,
  'astro-ph': 15,
  'hep-th': 15,
  'quant-ph': 15,
  'math.AG': 10,
  'math.CO': 10,
};

export const VISION_CATEGORIES = ['cs.CV', 'eess.IV'];
