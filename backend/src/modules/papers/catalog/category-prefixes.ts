/**
 * Category prefixes for the feed's filter: an arXiv category code is `archive` or
 * `archive.SUBJECT` (cs.CV, cond-mat.str-el, math-ph), so its prefixes are the archive and the
 * whole code. Lower case: the filter is case-insensitive. `category=cs` matches cs.AI, cs.CV…;
 * `category=cs.CV` exactly that subject class.
 */
export function categoryPrefixes(categories: readonly string[]): string[] {
  const out = new Set<string>();
  for (const c of categories) {
    const code = c.toLowerCase();
    const dot = code.indexOf('.');
    if (dot > 0) out.add(code.slice(0, dot));
    out.add(code);
  }
  return [...out];
}

/** A `category` query value as the prefix table stores it. */
export function normalizeCategoryFilter(value: string): string {
  return value.trim().toLowerCase();
}
