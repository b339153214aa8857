import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entryScript } from './recovery-targets.mjs';

const base = 'http://localhost:3000';

test('the entry script is the page’s own main script', () => {
  const html =
    '<script src="https://cdn.example/x.js"></script><script defer src="/remoteEntry.js"></script>' +
    '<script defer="defer" src="/main.js"></script>';
  assert.equal(entryScript(html, base), '/main.js');
  assert.equal(entryScript('<script async src=/main.js><script src=/x.js>', base), '/main.js');
  assert.equal(
    entryScript('<script src="static/js/main.3f2a.js" defer>', base),
    '/static/js/main.3f2a.js',
  );
});

test('without a main script the first script of its own, none from other origins', () => {
  assert.equal(
    entryScript("<script src='/runtime.js'></script><script src='/a.js'>", base),
    '/runtime.js',
  );
  assert.equal(entryScript('<script src="https://cdn.example/main.js"></script>', base), null);
  assert.equal(entryScript('<script>inline()</script>', base), null);
});
