/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPath, getRoute, matchRoute } from '@shop/i18n';
import { DEFERRED_PRELOADS_ID } from '../../src/app/first-paint';
import { createPagePreloads, withPreloads } from './preloads';

/** The parts of the catalog's browser manifest the edge reads, as the build writes them. */
const catalogManifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
  },
  exposes: [
    {
      path: './ProductPage',
      assets: {
        js: { sync: ['9152.aaa.js', '__federation_expose_ProductPage.bbb.js'], async: ['77.c.js'] },
        css: { sync: ['__federation_expose_ProductPage.ddd.css'], async: [] },
      },
    },
    {
      path: './messages-de',
      assets: {
        js: { sync: ['__federation_expose_messages_de.eee.js'], async: [] },
        css: { sync: [], async: [] },
      },
    },
    {
      path: './messages-en',
      assets: {
        js: { sync: ['__federation_expose_messages_en.ggg.js'], async: [] },
        css: { sync: [], async: [] },
      },
    },
    {
      path: './ShopPage',
      assets: {
        js: { sync: ['__federation_expose_ShopPage.fff.js'], async: [] },
        css: { sync: [], async: [] },
      },
    },
  ],
};

describe('createPagePreloads', () => {
  let server: Server;
  let base = '';
  let distDir = '';
  let manifestReads = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/catalog/mf-manifest.json') return void response.writeHead(404).end();
      manifestReads += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(catalogManifest));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    distDir = await mkdtemp(path.join(tmpdir(), 'shell-dist-'));
    await writeFile(
      path.join(distDir, 'critical-assets.json'),
      JSON.stringify({ js: ['702.a.js', '659.b.js'], css: ['702.c.css'] }),
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(distDir, { recursive: true });
  });

  const preloadsFor = () =>
    createPagePreloads({
      distDir,
      remotes: {
        catalog: `${base}/catalog/mf-manifest.json`,
        checkout: `${base}/checkout/mf-manifest.json`,
        account: `${base}/account/mf-manifest.json`,
        content: `${base}/content/mf-manifest.json`,
      },
      fetchTimeoutMs: 1000,
      revalidateMs: 60_000,
    });

  it("puts a product page's remote entry, module chunks and styles into the head", async () => {
    const match = matchRoute(buildPath(getRoute('product'), 'de', { slug: 'krugerrand' }));
    if (match?.kind !== 'page') throw new Error('no product route');
    const links = await preloadsFor()([[match.route.remote, match.route.module]], 'de');
    const head = withPreloads('<html><head><title>x</title></head><body><div id="root">', links);
    const inHead = head.slice(0, head.indexOf('</head>'));

    // The shell's own first chunks and styles, from its build.
    expect(inHead).toContain('<link rel="stylesheet" href="/702.c.css" />');
    expect(inHead).toContain('<link rel="preload" as="script" href="/702.a.js" />');
    expect(inHead).toContain('<link rel="preload" as="script" href="/659.b.js" />');
    // The catalog's manifest, entry, German texts and the product module's chunks, beside the
    // manifest.
    expect(inHead).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${base}/catalog/mf-manifest.json" />`,
    );
    for (const file of [
      'remoteEntry.js',
      '__federation_expose_messages_de.eee.js',
      '9152.aaa.js',
      '__federation_expose_ProductPage.bbb.js',
    ])
      expect(inHead).toContain(`<link rel="preload" as="script" href="${base}/catalog/${file}" />`);
    expect(inHead).toContain(
      `<link rel="stylesheet" href="${base}/catalog/__federation_expose_ProductPage.ddd.css" />`,
    );
    // Only what the page loads first: no lazy chunk, no other page's module or language.
    expect(inHead).not.toContain('77.c.js');
    expect(inHead).not.toContain('messages_en');
    expect(inHead).not.toContain('ShopPage');
    // The styles are links of the head; the preloads wait in their template until the page has
    // painted, so the scripts do not share the line with the stylesheets and the main picture.
    const template = new RegExp(`<template id="${DEFERRED_PRELOADS_ID}">(.*)</template>`).exec(
      inHead,
    );
    expect(template?.[1]).toContain('as="script"');
    expect(template?.[1]).toContain('as="fetch"');
    expect(template?.[1]).not.toContain('stylesheet');
    expect(inHead.replace(template![0], '')).not.toContain('rel="preload"');
    // The first paint waits for the whole body, whose last element is the server state.
    expect(inHead).toContain('<link rel="expect" href="#shop-server-state" blocking="render" />');
  });

  it('reads a manifest once within its lifetime, and leaves out a remote whose manifest fails', async () => {
    const preloads = preloadsFor();
    const before = manifestReads;
    await preloads([['catalog', './ShopPage']], 'en');
    const links = await preloads(
      [
        ['catalog', './ShopPage'],
        ['checkout', './CartPage'],
      ],
      'en',
    );
    expect(manifestReads - before).toBe(1);
    expect(links).toContain(`${base}/catalog/__federation_expose_ShopPage.fff.js`);
    // The checkout's manifest answers 404: the page loses its preloads, nothing else.
    expect(links).not.toContain('/checkout/');
    expect(links).toContain('/702.c.css');
  });
});
