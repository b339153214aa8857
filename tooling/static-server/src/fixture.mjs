import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A throwaway build output shaped like a webpack dist: hashed chunks with precompressed
 * siblings, stable-name entry files, a large text file without siblings, a binary, and a
 * secret next to (outside) the served directory.
 */
export function createFixture() {
  const base = mkdtempSync(join(tmpdir(), 'static-server-'));
  const dir = join(base, 'dist');
  /** @param {string} name @param {string | Buffer} content @param {boolean} [precompress] */
  const put = (name, content, precompress = false) => {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    if (precompress) {
      writeFileSync(`${path}.br`, brotliCompressSync(content));
      writeFileSync(`${path}.gz`, gzipSync(content));
    }
  };
  const chunk = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  put('index.html', '<!doctype html><title>shop</title>', true);
  put('main.0123abcd4567ef89.js', chunk, true);
  put('remoteEntry.js', chunk, true);
  put('server/remoteEntry.js', 'module.exports = {};\n');
  put('mf-manifest.json', JSON.stringify({ name: 'catalog' }));
  put('styles.css', `body{margin:0}\n${'.a{color:red}\n'.repeat(200)}`);
  put('robots.txt', 'User-agent: *\n');
  put('logo.png', Buffer.alloc(2048, 1));
  put('assets/font.9f8e7d6c.woff2', Buffer.alloc(64, 2));
  put('.env', 'SECRET=1');
  put('main.0123abcd4567ef89.js.map', '{"sources":["SECRET.ts"]}');
  writeFileSync(join(base, 'secret.txt'), 'outside');
  return { dir, chunk, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}
