/** Path and query (with its `?`) of a raw request URL, split without URL parsing surprises. */
export function splitUrl(url: string): [string, string] {
  const q = url.indexOf('?');
  return q === -1 ? [url, ''] : [url.slice(0, q), url.slice(q)];
}
