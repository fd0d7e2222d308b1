/**
 * The six categories' OpenAlex ids, checked against OpenAlex's own hierarchy as the recorded works
 * carry it (topics with their subfield, field and domain). There is no network in tests, so an id
 * the recordings do not contain is checked for consistency only (a subfield id is a 4-digit ASJC
 * code whose first two digits are its field's id); its name is the one OpenAlex publishes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadOpenAlexRecordings } from '../../../platform/external/openalex/openalex-replay.js';
import type { OpenAlexTopic } from '../../../platform/external/openalex/openalex-work.js';
import { SCHOLAR_CATEGORIES } from './scholar-categories.js';

type Level = 'topic' | 'subfield' | 'field';

/** OpenAlex's names of the ids the categories use (its topic, subfield and field lists). */
const OPENALEX_NAMES: Record<string, string> = {
  'subfield:1702': 'Artificial Intelligence',
  'subfield:1305': 'Biotechnology',
  'subfield:2306': 'Global and Planetary Change',
  'field:13': 'Biochemistry, Genetics and Molecular Biology',
  'field:17': 'Computer Science',
  'field:23': 'Environmental Science',
  'field:28': 'Neuroscience',
  'field:31': 'Physics and Astronomy',
  'topic:T10682': 'Quantum Computing Algorithms and Architecture',
  'topic:T10020': 'Quantum Information and Cryptography',
};

/** The ids each category filters on, by level, from its OpenAlex filter. */
function idsOf(filter: string): { level: Level; id: string }[] {
  const m = /^(primary_topic\.subfield\.id|primary_topic\.field\.id|topics\.id):(.+)$/.exec(filter);
  assert.ok(m, `a filter the check knows: ${filter}`);
  const level: Level = m[1].includes('subfield') ? 'subfield' : m[1].includes('field') ? 'field' : 'topic';
  return m[2].split('|').map((id) => ({ level, id }));
}

const shortId = (url: string | null | undefined) => (url ?? '').replace(/^https:\/\/openalex\.org\/(?:subfields\/|fields\/|domains\/)?/, '');

/** Every topic, subfield and field the recorded works name, with their parents. */
function recordedHierarchy() {
  const names = new Map<string, string>();
  const parentField = new Map<string, string>();
  for (const work of loadOpenAlexRecordings().works) {
    const w = work as typeof work & { topics?: OpenAlexTopic[] | null };
    for (const t of [w.primary_topic, ...(w.topics ?? [])]) {
      if (!t) continue;
      const topic = shortId(t.id);
      const subfield = shortId(t.subfield?.id);
      const field = shortId(t.field?.id);
      if (topic) names.set(`topic:${topic}`, t.display_name ?? '');
      if (subfield) names.set(`subfield:${subfield}`, t.subfield?.display_name ?? '');
      if (field) names.set(`field:${field}`, t.field?.display_name ?? '');
      if (subfield && field) parentField.set(subfield, field);
      if (topic && field) parentField.set(topic, field);
    }
  }
  return { names, parentField };
}

describe('scholar categories → OpenAlex ids', () => {
  const { names, parentField } = recordedHierarchy();
  const used = Object.values(SCHOLAR_CATEGORIES).flatMap((c) => idsOf(c.filter));

  it('the recordings follow the hierarchy the check relies on: a subfield id starts with its field id', () => {
    const subfields = [...parentField].filter(([child]) => /^\d{4}$/.test(child));
    assert.ok(subfields.length >= 10, `recorded subfields: ${subfields.length}`);
    for (const [subfield, field] of subfields) assert.equal(subfield.slice(0, 2), field, `subfield ${subfield} under field ${field}`);
  });

  it('every id a category uses has its OpenAlex name here', () => {
    for (const { level, id } of used) assert.ok(OPENALEX_NAMES[`${level}:${id}`], `${level} ${id}`);
  });

  it('ids the recordings contain carry the same name there', () => {
    let checked = 0;
    for (const [key, name] of Object.entries(OPENALEX_NAMES)) {
      const recorded = names.get(key);
      if (recorded === undefined) continue;
      assert.equal(recorded, name, key);
      checked++;
    }
    // subfield 1702 and fields 13 and 17 are in the recordings today.
    assert.ok(checked >= 3, `checked ${checked} ids against the recordings`);
    assert.equal(names.get('subfield:1702'), 'Artificial Intelligence');
  });

  it('a subfield a category uses lies in the field its code says, named as the recordings name that field', () => {
    for (const { id } of used.filter((u) => u.level === 'subfield')) {
      const field = id.slice(0, 2);
      const fieldName = OPENALEX_NAMES[`field:${field}`];
      assert.ok(fieldName, `field ${field} of subfield ${id}`);
      const recorded = names.get(`field:${field}`);
      if (recorded !== undefined) assert.equal(recorded, fieldName, `field ${field}`);
    }
  });

  it('each category filters where its label says', () => {
    const nameOf = (filter: string) => idsOf(filter).map(({ level, id }) => OPENALEX_NAMES[`${level}:${id}`]);
    assert.deepEqual(nameOf(SCHOLAR_CATEGORIES.ai.filter), ['Artificial Intelligence']);
    assert.deepEqual(nameOf(SCHOLAR_CATEGORIES.quantum.filter), ['Quantum Computing Algorithms and Architecture', 'Quantum Information and Cryptography']);
    assert.deepEqual(nameOf(SCHOLAR_CATEGORIES.biotech.filter), ['Biotechnology']);
    assert.deepEqual(nameOf(SCHOLAR_CATEGORIES.climate.filter), ['Global and Planetary Change']);
    assert.deepEqual(nameOf(SCHOLAR_CATEGORIES.neuroscience.filter), ['Neuroscience']);
    assert.deepEqual(nameOf(SCHOLAR_CATEGORIES.physics.filter), ['Physics and Astronomy']);
  });
});
