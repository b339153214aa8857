/*
 * The API calls whose answers carry or end a session (spec 7, Auth): the edge handles their
 * cookies and takes the tokens out of their answers.
 */

/**
 * `issue`: the answer is token data (sign-in); `anonymous`: the same, a guest session, which a
 * GET asks for and which must therefore be guarded like a write; `refresh`: token data, the
 * token taken from the cookie.
 */
export type TokenCall = 'anonymous' | 'issue' | 'refresh' | 'logout';

const tokenCalls = new Map<string, TokenCall>([
  ['GET /admin/customers/anonymous', 'anonymous'],
  ['POST /customers/login', 'issue'],
  ['POST /admin/customers/refresh-token', 'refresh'],
  ['POST /customers/logout', 'logout'],
]);

/**
 * The path in the loosest form a router might still match it: cut where find-my-way cuts (`?`,
 * `;`, `#`), percent-decoded, slashes collapsed, no trailing slash, lower case. Matching loosely
 * means a spelling such as `/customers//Login/` cannot carry tokens past the edge; treating a
 * call as a token call that the API then refuses costs only the buffering of its error.
 */
export function loosePath(path: string): string {
  const end = path.search(/[?;#]/);
  let loose = end === -1 ? path : path.slice(0, end);
  try {
    loose = decodeURIComponent(loose);
  } catch {
    // Not decodable: the API cannot route it either; compared as sent.
  }
  return loose
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
}

/** The token call a proxied request makes, if any; `url` is the browser's, with the prefix. */
export function tokenCallOf(method: string, url: string, prefix: string): TokenCall | undefined {
  if ((method !== 'GET' && method !== 'POST') || !url.startsWith(prefix)) return undefined;
  return tokenCalls.get(`${method} ${loosePath(url.slice(prefix.length))}`);
}
