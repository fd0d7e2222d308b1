/**
 * The ranked ids of recent searches, valid for one version of what search reads: the `paper_search`
 * read model's version counter and the vector index's checkpoint. Any new paper, changed paper or
 * new vector makes another version, so a cached ranking is never staler than a fresh one would be;
 * a repeated query (paging back, a refresh, a popular query) skips both rankings.
 */
export class SearchResultCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly capacity = 1000) {}

  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last: eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Whether `key` has a ranking of any version: a key without one is a certain miss. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, version: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
