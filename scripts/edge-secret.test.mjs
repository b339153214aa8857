import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { edgeSecretOf } from './edge-secret.mjs';

describe('edgeSecretOf', () => {
  it("keeps the operator's EDGE_SECRET", () => {
    assert.equal(
      edgeSecretOf({ EDGE_SECRET: ' operator-secret-0123456789 ' }),
      'operator-secret-0123456789',
    );
  });

  it('otherwise makes a fresh one per start, long enough for the API', () => {
    const first = edgeSecretOf({});
    assert.notEqual(first, edgeSecretOf({ EDGE_SECRET: '' }));
    assert.match(first, /^[\w-]{43}$/);
  });
});
