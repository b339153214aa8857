/**
 * Published content the API answered recently, so a page view does not cost database queries
 * (PGlite serves every query on one connection). A publish, an unpublish or a webhook drops the
 * entries it touches on every instance at once (content-version.ts); entries live `ttlMs` at
 * most, which bounds how long an instance that missed that shows an old version.
 */
export class ContentCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as T;
    const value = await load();
    if (this.ttlMs > 0) {
      this.entries.delete(key);
      // Oldest first: a Map iterates in insertion order.
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    }
    return value;
  }

  /** Drops every entry whose key starts with one of the prefixes (all when none); returns how many. */
  invalidate(prefixes?: readonly string[]): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (!prefixes || prefixes.some((prefix) => key.startsWith(prefix))) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }
}
