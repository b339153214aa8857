import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTable } from './table.mjs';

test('one Markdown row per check, detail lines left out, pipes escaped', () => {
  const table = formatTable([
    { name: 'a', held: true, figures: 'back in 2.1 s\n  detail\ndata unchanged' },
    { name: 'b', held: false, figures: '5xx: 3 | 2' },
    { name: 'c', held: null, figures: 'not run: no pid' },
  ]);
  assert.equal(
    table,
    [
      '| check | result | figures |',
      '| --- | --- | --- |',
      '| a | held | back in 2.1 s; data unchanged |',
      '| b | did not hold | 5xx: 3 \\| 2 |',
      '| c | not run | not run: no pid |',
      '',
      '1 of 3 checks held.',
    ].join('\n'),
  );
});
