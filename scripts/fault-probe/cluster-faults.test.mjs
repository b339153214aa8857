import assert from 'node:assert/strict';
import { test } from 'node:test';
import { repeatedMessageIds } from './cluster-faults.mjs';

test('Message-IDs delivered twice are found; mails without one are not counted', () => {
  assert.deepEqual(
    repeatedMessageIds([
      { messageId: '<a@shop>' },
      { messageId: '<b@shop>' },
      { messageId: '<a@shop>' },
      { messageId: null },
      { messageId: null },
    ]),
    ['<a@shop>'],
  );
  assert.deepEqual(repeatedMessageIds([{ messageId: '<a@shop>' }]), []);
});
