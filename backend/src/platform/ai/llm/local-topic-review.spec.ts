import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AiPaper } from './ai-provider.port.js';
import { LOCAL_MODELS } from './local-ai.provider.js';
import { localFieldSummary, localLiteratureGaps } from './local-topic-review.js';

const paper = (id: string, title: string, abstract: string): AiPaper => ({ id, title, abstract, authors: [`Author ${id}`], categories: ['cs.CV'], publishedDate: `2026-05-0${id}` });
const PAPERS = [
  paper('1', 'Diffusion models for image segmentation', 'We propose a diffusion model for image segmentation. Our model outperforms prior methods on three benchmarks. Future work will study video segmentation.'),
  paper('2', 'Segmentation with vision transformers', 'We introduce a vision transformer architecture for image segmentation. Results show improved accuracy. The robustness to domain shift remains an open question.'),
  paper('3', 'Efficient image segmentation networks', 'We present a lightweight network for image segmentation on mobile devices. It achieves real-time speed.'),
];

describe('local literature gaps and field summary', () => {
  it('gaps: kinds of study none of the papers is, a dominant kind, and limitations the abstracts state; only the input’s papers named', () => {
    const draft = localLiteratureGaps({ topic: 'Computer Vision', papers: PAPERS });
    assert.deepEqual([draft.provider, draft.model], ['local', LOCAL_MODELS.gaps]);
    const theory = draft.gaps.find((g) => g.gapType === 'theory' && g.description.startsWith('None of the 3'));
    assert.ok(theory, JSON.stringify(draft.gaps));
    const stated = draft.gaps.find((g) => g.description.startsWith('“Segmentation with vision transformers” states:'));
    assert.ok(stated);
    assert.match(stated.description, /remains an open question/);
    const ids = new Set(PAPERS.map((p) => p.id));
    assert.ok(draft.gaps.every((g) => g.relatedPaperIds.every((id) => ids.has(id))));
    assert.deepEqual(localLiteratureGaps({ topic: 'Robotics', papers: [] }).gaps, []);
  });

  it('summary: counts and quotes the papers, names future directions they state, and what to read first', () => {
    const s = localFieldSummary({ topic: 'Computer Vision', papers: PAPERS });
    assert.deepEqual([s.provider, s.model], ['local', LOCAL_MODELS.fieldSummary]);
    assert.match(s.overview, /^3 of the most-read Computer Vision papers in the catalog, published 2026-05-01 to 2026-05-03\. /);
    assert.match(s.overview, /image segmentation \(2\)/);
    assert.ok(s.keyFindings.some((f) => f.startsWith('“Diffusion models for image segmentation”: ')));
    assert.deepEqual(s.futureDirections, ['“Diffusion models for image segmentation”: Future work will study video segmentation.', '“Segmentation with vision transformers”: The robustness to domain shift remains an open question.']);
    assert.equal(s.methodologies.reduce((n, m) => n + Number(/: (\d+) of 3 papers$/.exec(m)?.[1]), 0), 3);
    assert.match(s.recommendations[0], /^Start with “.+”: it shares the most key phrases with the other papers\.$/);
  });
});
