import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AiPaper } from './ai-provider.port.js';
import { LOCAL_MODELS } from './local-ai.provider.js';
import { localCourseOutline } from './local-course-outline.js';

const paper = (id: string, title: string, abstract: string): AiPaper => ({ id, title, abstract, authors: ['A. Author'], categories: ['cs.CV'], publishedDate: '2026-01-01' });

describe('local course outline', () => {
  const papers = [
    paper('p1', 'Compact Gaussian Splatting for Human Avatars', 'We propose a compact Gaussian splatting method for human avatars. Our method reduces memory by half while keeping quality.'),
    paper('p2', 'Quantum Error Correction with Surface Codes', 'We study surface codes for quantum error correction. We show that logical error rates fall exponentially with code distance.'),
    paper('p3', 'Sparse-View Gaussian Splatting with Radiance Priors', 'Gaussian splatting struggles with sparse views. We add radiance priors and improve novel view synthesis on three benchmarks.'),
  ];

  it('pairs papers by shared key phrases, places each paper once, and says who wrote it', () => {
    const draft = localCourseOutline({ title: 'Vision', description: null, papers });
    assert.deepEqual([draft.provider, draft.model], ['local', LOCAL_MODELS.course]);
    assert.deepEqual(draft.modules.map((m) => m.paperIds), [['p1', 'p3'], ['p2']]);
    assert.match(draft.modules[0].title, /gaussian splatting/i);
    for (const m of draft.modules) {
      assert.ok(m.objectives.length >= 2);
      for (const id of m.paperIds) assert.ok(m.objectives.some((o) => o.includes(papers.find((p) => p.id === id)!.title)), 'objectives name their papers');
    }
    assert.match(draft.modules[0].assignment, /^Write a 600-word comparison of “Compact Gaussian Splatting/);
    assert.match(draft.modules[1].assignment, /^Write a 600-word critical summary of “Quantum Error Correction/);
  });

  it('no papers, no modules', () => {
    assert.deepEqual(localCourseOutline({ title: 'x', description: null, papers: [] }).modules, []);
  });
});
