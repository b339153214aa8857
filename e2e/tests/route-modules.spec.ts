import { expect, test } from '../support/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@shop/i18n';

// Remotes expose src/pages/<Name>.tsx as './<Name>' by convention; the route table must name
// only modules that exist, or the page would fail at run time.
test('every route names a page module its remote has', () => {
  const missing = routes
    .map((route) =>
      join(__dirname, '../../apps', route.remote, 'src/pages', `${route.module.slice(2)}.tsx`),
    )
    .filter((file) => !existsSync(file));
  expect(missing).toEqual([]);
});
