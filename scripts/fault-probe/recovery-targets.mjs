// What the recovery check asks for: the API's health, a page and the shell's entry script (read
// from the page as served, so a renamed or hashed entry is found too).
/**
 * The entry script of a served page: the same-origin `<script src>` named main…, else the first
 * same-origin one. Null when the page names none.
 */
export function entryScript(html, base) {
  const origin = new URL(base).origin;
  // Quoted or, as minified HTML has it, bare: <script async src=/main.js>.
  const sources = [...html.matchAll(/<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s"'>]+))/gi)]
    .map(([, double, single, bare]) => new URL(double ?? single ?? bare, `${origin}/`))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
  return sources.find((path) => /(^|\/)main([.-][^/]*)?\.js$/.test(path)) ?? sources[0] ?? null;
}

/**
 * ['/api/health', the home page (where `/` redirects to, if it does), its entry script].
 * Throws when the page or its script cannot be found: the check would measure nothing.
 */
export async function recoveryTargets(base, page = '/') {
  const response = await fetch(`${base}${page}`, { signal: AbortSignal.timeout(10_000) });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  const served = new URL(response.url);
  const script = entryScript(html, base);
  if (script === null) throw new Error(`${served.pathname} names no script of its own`);
  return ['/api/health', served.pathname + served.search, script];
}
