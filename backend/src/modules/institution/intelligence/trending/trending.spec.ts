import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { trendingImpact, trendingStatus } from '@scholarlens/contracts';
import { trendingItems } from './trending.js';

describe('trending', () => {
  it('status and impact by the stated thresholds', () => {
    assert.deepEqual([250, 200, 150, 100, 30, 25, 10].map(trendingStatus), ['breakthrough', 'breakthrough', 'accelerating', 'accelerating', 'emerging', 'emerging', 'other']);
    assert.equal(trendingImpact(150, 2), 70);
    assert.equal(trendingImpact(600, 3), 100);
  });

  it('catalog categories with members as collaborators, then categories rising in members’ reading', () => {
    const items = trendingItems(
      {
        topics: [
          { topic: 'Machine Learning (cs.LG)', growthRate: 120, papers: 40, keyWords: [], kind: 'category', previousPapers: 18 },
          { topic: 'diffusion models', growthRate: 300, papers: 9, keyWords: [], kind: 'keyphrase', previousPapers: 2 },
        ],
        days: 30,
      },
      [
        { code: 'cs.LG', readers: 2, recent: 3, previous: 5 },
        { code: 'quant-ph', readers: 1, recent: 4, previous: 1 },
        { code: 'math.AG', readers: 1, recent: 1, previous: 2 },
      ],
      14,
    );
    assert.deepEqual(
      items.map((i) => [i.id, i.field, i.momentum, i.collaborators, i.status, i.source, i.timeframe, i.papers]),
      [
        ['quant-ph', 'quant-ph', 300, 1, 'breakthrough', 'members', '14 days', 4],
        ['cs.LG', 'cs', 120, 2, 'accelerating', 'catalog', '30 days', 40],
      ],
    );
    assert.equal(items[1].title, 'Machine Learning (cs.LG)');
  });
});
