// The spec's error object (section 8), which every failed /api answer must be.

export const errorNames = [
  'ResourceNotFoundError',
  'OperationNotValidError',
  'RepositoryError',
  'UnknownError',
];

/**
 * Why an answer is not the spec's error object for its HTTP status, or null when it is:
 * JSON with `name` (one of the four), `message`, `code` and `statusCode` equal to the status.
 * @param {Buffer | string} body
 * @param {number} status
 */
export function errorObjectProblem(body, status) {
  const text = String(body);
  if (text.trim() === '') return 'empty body';
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'not an object';
  if (!errorNames.includes(value.name)) return `name ${JSON.stringify(value.name)}`;
  if (typeof value.message !== 'string') return 'no message';
  if (typeof value.code !== 'string') return 'no code';
  if (value.statusCode !== status) return `statusCode ${value.statusCode} for HTTP ${status}`;
  return null;
}
