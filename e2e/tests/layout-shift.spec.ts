import { expect, test } from '../support/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

interface Measured {
  type: string;
  language: string;
  rate: number;
  path: string;
  cls: number;
  banner: boolean;
  shifts: Array<{ value: number; at: number; sources: string[] }>;
}

/*
 * Issue 27, item 4: no layout shift on slow devices. Every page type in German and English, on a
 * first visit (the cookie banner showing), at 6x CPU slowdown, the slower phone (the script
 * measures 4x too, for the README; both in CI took 5 minutes of a worker): what the server's HTML
 * paints stays where it is while the page's scripts hydrate it. A layout-shift observer counts,
 * not a clock, so the slowdown changes how long the page takes, not what is asserted.
 */
test('no page type shifts its layout while it hydrates at 6x CPU slowdown', async ({ baseURL }) => {
  test.setTimeout(30 * 60_000);
  // The same measurement `node scripts/layout-shift.mjs` prints, in a browser of its own.
  const output = execFileSync(
    process.execPath,
    [join(root, 'scripts/layout-shift.mjs'), '--json', baseURL!],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, LAYOUT_SHIFT_RATES: '6' },
    },
  );
  const results = JSON.parse(output) as Measured[];
  // 8 page types x 2 languages.
  expect(results).toHaveLength(16);
  for (const row of results) {
    const name = `${row.type} ${row.language} ${row.rate}x ${row.path}`;
    console.log(`${name}: CLS ${row.cls.toFixed(4)}`);
    expect.soft(row.banner, `${name}: the cookie banner shows`).toBe(true);
    expect
      .soft(row.cls, `${name}: ${JSON.stringify(row.shifts.filter((s) => s.value > 0.001))}`)
      .toBeLessThanOrEqual(0.01);
  }
});
