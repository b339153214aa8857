/** Where the edge serves the API: `/api/products/search` is the API's `/products/search`. */
export const API_PREFIX = '/api';

/** Whether a raw request URL (path and query) belongs to the API. */
export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** The methods the edge forwards to the API; anything else is answered 405 by the edge. */
export const PROXIED_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];
