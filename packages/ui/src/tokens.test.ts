import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssVariables } from './tokens';

/** Custom properties declared in the :root block of styles.css. */
function rootDeclarations(): Map<string, string> {
  const css = readFileSync(join(__dirname, 'styles.css'), 'utf8');
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const out = new Map<string, string>();
  for (const match of root.matchAll(/(--ui-[\w-]+)\s*:\s*([^;]+);/g))
    out.set(match[1] as string, (match[2] as string).trim());
  return out;
}

/** Quote style and line breaks are formatting, not value: compare without them. */
function normalize(value: string): string {
  return value.replace(/"/g, "'").replace(/\s+/g, ' ').trim();
}

function resolve(vars: Map<string, string>, value: string, depth = 0): string {
  const ref = /^var\((--ui-[\w-]+)\)$/.exec(value);
  if (!ref || depth > 10) return value;
  return resolve(vars, vars.get(ref[1] as string) ?? value, depth + 1);
}

describe('tokens', () => {
  it('styles.css declares every TS token with the same value', () => {
    const declared = rootDeclarations();
    const mismatches = Object.entries(cssVariables())
      .map(([name, value]) => ({
        name,
        value,
        css: declared.has(name) ? resolve(declared, declared.get(name) as string) : undefined,
      }))
      .filter(
        (entry) => entry.css === undefined || normalize(entry.css) !== normalize(entry.value),
      );
    expect(mismatches).toEqual([]);
  });
});
