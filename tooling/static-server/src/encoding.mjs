/** @typedef {'br' | 'gzip'} Encoding */

const qValue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Encodings the client accepts, best first (RFC 9110 12.5.3). On equal weight brotli wins
 * because it is smaller. `*` stands for every encoding not named explicitly.
 * @param {string | string[] | undefined} header
 * @returns {Encoding[]}
 */
export function acceptedEncodings(header) {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of text.split(',')) {
    const [rawName, ...params] = part.split(';').map((s) => s.trim());
    if (!rawName) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q')
        q = value !== undefined && qValue.test(value) ? Number(value) : 0;
    }
    weights.set(rawName.toLowerCase(), q);
  }
  const wildcard = weights.get('*');
  /** @type {Encoding[]} */
  const candidates = ['br', 'gzip'];
  return candidates
    .map((name, index) => ({ name, index, q: weights.get(name) ?? wildcard ?? 0 }))
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((c) => c.name);
}
