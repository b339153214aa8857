/**
 * Which methods the API serves on a path, so a request with another method is answered 405 with
 * Allow instead of a 404 that suggests the path does not exist. Built from the route patterns
 * (find-my-way syntax as the API uses it: static parts, `:param`, a trailing `*`).
 */
export class RouteMethods {
  readonly #routes: { pattern: RegExp; methods: Set<string> }[] = [];
  readonly #byUrl = new Map<string, Set<string>>();

  add(url: string, methods: string | readonly string[]): void {
    const key = normalize(url);
    let known = this.#byUrl.get(key);
    if (!known) {
      known = new Set();
      this.#byUrl.set(key, known);
      this.#routes.push({ pattern: compile(key), methods: known });
    }
    for (const method of typeof methods === 'string' ? [methods] : methods) known.add(method);
  }

  /** The methods some route serves on `path` (without query), sorted; empty when none does. */
  allowed(path: string): string[] {
    const target = normalize(path);
    const methods = new Set<string>();
    for (const route of this.#routes)
      if (route.pattern.test(target)) for (const m of route.methods) methods.add(m);
    return [...methods].sort();
  }
}

/** Trailing slashes do not matter here (the app ignores them). */
function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function compile(pattern: string): RegExp {
  const source = pattern
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}
