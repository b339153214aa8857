/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { legalPages } from '@shop/i18n';
import { deadUrl, edgeTestbed, send } from '../test-helpers';

const bed = edgeTestbed();
/** A shop served at https://shop.example (a TLS proxy in front); the tests ask it over http. */
const shop = { SHOP_ORIGINS: 'https://shop.example' };

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the API and personal pages, names the sitemap', async () => {
    const app = await bed.makeApp(shop);
    const res = await send(app, { url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /warenkorb',
        'Disallow: /en/cart',
        'Disallow: /checkout/',
        'Disallow: /en/checkout/',
        'Disallow: /my-account',
        'Disallow: /en/my-account',
        'Sitemap: https://shop.example/sitemap.xml',
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
  });

  it('names the origin configured for the host, never one a client sent', async () => {
    const app = await bed.makeApp(shop);
    const robots = (headers: Record<string, string>) =>
      send(app, { url: '/robots.txt', headers: { 'x-forwarded-proto': 'http', ...headers } });
    for (const host of ['shop.example:8080', 'SHOP.EXAMPLE.'])
      expect((await robots({ host })).body).toContain('Sitemap: https://shop.example/sitemap.xml');
    // Without TRUST_PROXY a forwarded host is no one's word.
    expect(
      (await robots({ host: 'shop.example', 'x-forwarded-host': 'evil.example' })).body,
    ).toContain('Sitemap: https://shop.example/sitemap.xml');
    const foreign = await robots({ host: 'evil.example' });
    expect(foreign.statusCode).toBe(421);
    expect(foreign.body).not.toContain('evil.example');
  });
});

describe('sitemap.xml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bed.makeApp(shop);
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every public page of the store in both languages', async () => {
    const res = await send(app, { url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers.vary).toContain('Host');
    const o = 'https://shop.example';
    expect(locs(res.body)).toEqual(
      expect.arrayContaining([
        `${o}/`,
        `${o}/en`,
        `${o}/shop`,
        `${o}/en/shop`,
        `${o}/ankauf`,
        `${o}/en/sell-to-us`,
        `${o}/shop/altgold-ankauf`,
        `${o}/en/shop/scrap-metals`,
        `${o}/shop/goldbarren`,
        `${o}/en/shop/gold-bars`,
        `${o}/produkt/goldbarren-1-unze`,
        `${o}/en/product/gold-bar-1-ounce`,
        `${o}/preisliste/standard`,
        `${o}/preisliste/zollfrei`,
        `${o}/en/pricelist/duty-free`,
        `${o}/impressum`,
        `${o}/en/imprint`,
      ]),
    );
    expect(locs(res.body).some((l) => /warenkorb|cart|checkout|my-account/.test(l ?? ''))).toBe(
      false,
    );
  });

  it('names both language twins of each page as hreflang alternates', async () => {
    const res = await send(app, { url: '/sitemap.xml', headers: { host: 'shop.example' } });
    const entry = res.body
      .split('<url>')
      .find((u) => u.includes('<loc>https://shop.example/en/product/gold-bar-1-ounce</loc>'));
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example/produkt/goldbarren-1-unze"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/product/gold-bar-1-ounce"/>',
    );
    expect(entry).toContain(
      'hreflang="x-default" href="https://shop.example/produkt/goldbarren-1-unze"',
    );
  });

  it('lists the content pages, each legal page and the contact page, in both languages with their twins', async () => {
    const res = await send(app, { url: '/sitemap.xml', headers: { host: 'shop.example' } });
    const o = 'https://shop.example';
    const twins = [
      ...legalPages.map((p) => [`${o}/${p.slug.de}`, `${o}/en/${p.slug.en}`] as const),
      [`${o}/kontakt`, `${o}/en/contact-us`] as const,
    ];
    const entries = res.body.split('<url>').slice(1);
    for (const [de, en] of twins) {
      for (const loc of [de, en]) {
        const entry = entries.filter((u) => u.includes(`<loc>${loc}</loc>`));
        expect(entry).toHaveLength(1);
        expect(entry[0]).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${de}"/>`);
        expect(entry[0]).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`);
        expect(entry[0]).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${de}"/>`,
        );
      }
    }
  });

  it('lists the content sections, every story at its path paired with its twin, and the branches', async () => {
    const res = await send(app, { url: '/sitemap.xml', headers: { host: 'shop.example' } });
    const o = 'https://shop.example';
    const entries = res.body.split('<url>').slice(1);
    const entryOf = (loc: string) => {
      const found = entries.filter((u) => u.includes(`<loc>${loc}</loc>`));
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    const twins = [
      [`${o}/blog`, `${o}/en/blog`],
      [`${o}/news`, `${o}/en/news`],
      [`${o}/wissen`, `${o}/en/knowledge-hub`],
      [`${o}/wissen/enzyklopaedie`, `${o}/en/knowledge-hub/encyclopedia`],
      [`${o}/ueber-uns/presse/presseaussendungen`, `${o}/en/ueber-uns/presse/presseaussendungen`],
      [`${o}/filialen`, `${o}/en/stores`],
      // Translated slugs are paired by the stories' group, not by their paths.
      [`${o}/wissen/enzyklopaedie/kruegerrand`, `${o}/en/knowledge-hub/encyclopedia/krugerrand`],
      [
        `${o}/news/markt/2025/gold-ueber-3000-dollar`,
        `${o}/en/news/markt/2025/gold-ueber-3000-dollar`,
      ],
      [`${o}/filialen/wien-innere-stadt`, `${o}/en/stores/wien-innere-stadt`],
    ];
    for (const [de, en] of twins)
      for (const loc of [de!, en!]) {
        const entry = entryOf(loc);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${de}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`);
      }
    // A story without a twin names only itself, and x-default only when it is German.
    const alone = entryOf(`${o}/nur-deutsch`);
    expect(alone).not.toContain('hreflang="en"');
    expect(alone).toContain(`hreflang="x-default" href="${o}/nur-deutsch"`);
    // The contact story sits at the contact route's path: listed once. The home story is `/`.
    expect(locs(res.body).filter((l) => l === `${o}/kontakt`)).toHaveLength(1);
    expect(locs(res.body).filter((l) => l === `${o}/` || l === `${o}/home`)).toEqual([`${o}/`]);
  });

  it('asks the API with the store of the host', async () => {
    await send(app, { url: '/sitemap.xml', headers: { host: 'ch.localhost:3000' } });
    const asked = bed.api.requests.filter((r) => r.url === '/products/identifiers').at(-1);
    expect(asked?.headers['x-store-key']).toBe('ch');
  });

  it('answers 503 with Retry-After, never a partial sitemap, when the catalog is unreachable', async () => {
    const offline = await bed.makeApp({ ...shop, API_URL: await deadUrl() });
    const res = await send(offline, { url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
