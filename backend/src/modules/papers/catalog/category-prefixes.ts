/**
 * Category prefixes for the feed's filter: an arXiv category code is `archive` or
 * `archive.SUBJECT` (cs.CV, cond-mat.str-el, math-ph), so its prefixes are the archive and the
 * whole code. Lower case: the filter is case-insensitive. `category=cs` matches cs.AI, cs.CV…;
 * `category=cs.CV` exactly that subject class. An OpenAlex field name (below) adds its archive's.
 */
export function categoryPrefixes(categories: readonly string[]): string[] {
  const out = new Set<string>();
  for (const c of categories) {
    const code = c.toLowerCase();
    const archive = ARCHIVE_OF_OPENALEX_FIELD.get(code);
    if (archive) for (const prefix of categoryPrefixes([archive])) out.add(prefix);
    const dot = code.indexOf('.');
    if (dot > 0) out.add(code.slice(0, dot));
    out.add(code);
  }
  return [...out];
}

/**
 * Papers saved from OpenAlex carry OpenAlex field names as categories (not arXiv codes): each
 * field the feed's dropdown offers also files the paper under the arXiv archive that choice
 * filters on (frontends/common CATEGORY_SERVER_PREFIX), so the filter finds it. Chemistry is
 * arXiv's physics.chem-ph, as for preprints.
 */
const ARCHIVE_OF_OPENALEX_FIELD = new Map([
  ['computer science', 'cs'],
  ['physics and astronomy', 'physics'],
  ['mathematics', 'math'],
  ['biochemistry, genetics and molecular biology', 'q-bio'],
  ['agricultural and biological sciences', 'q-bio'],
  ['immunology and microbiology', 'q-bio'],
  ['neuroscience', 'q-bio'],
  ['chemistry', 'physics.chem-ph'],
  ['engineering', 'eess'],
]);

/** A `category` query value as the prefix table stores it. */
export function normalizeCategoryFilter(value: string): string {
  return value.trim().toLowerCase();
}
