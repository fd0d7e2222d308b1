import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GLOBAL_FIELD_MIN_WORKS } from '@scholarlens/contracts';
import { fastestGrowingFields } from './global-fields.js';

const f = (id: number, name: string, count: number) => ({ key: `https://openalex.org/fields/${id}`, keyDisplayName: name, count });

describe('global intelligence: fastest-growing fields', () => {
  it('growth of the recent year over the previous, fastest first; small or new fields left out', () => {
    const fields = fastestGrowingFields(
      [f(17, 'Computer Science', 300_000), f(27, 'Medicine', 900_000), f(31, 'Physics and Astronomy', 180_000), f(99, 'New', 5_000), f(98, 'Tiny', 900)],
      [f(17, 'Computer Science', 240_000), f(27, 'Medicine', 1_000_000), f(31, 'Physics and Astronomy', 180_000), f(98, 'Tiny', GLOBAL_FIELD_MIN_WORKS - 1)],
    );
    assert.deepEqual(
      fields.map((x) => [x.name, x.growth, x.recentWorks, x.previousWorks]),
      [
        ['Computer Science', 25, 300_000, 240_000],
        ['Physics and Astronomy', 0, 180_000, 180_000],
        ['Medicine', -10, 900_000, 1_000_000],
      ],
    );
  });
});
