/** @jest-environment node */
import { matchRoute } from '@shop/i18n';
import { categoryAlternates, pageHead, withPageHead } from './page-head';
import { deadUrl, edgeTestbed, FAKE_LAST_RECALCULATED_AT, send } from './test-helpers';

const head = (pathname: string, status = 200) =>
  pageHead({
    origin: 'https://shop.example',
    pathname,
    store: 'ch',
    match: matchRoute(pathname),
    status,
  });

describe('pageHead', () => {
  it('gives a German page its title, canonical URL, twins and link-preview tags', () => {
    const { language, html } = head('/shop');
    expect(language).toBe('de');
    expect(html).toContain('<title>Shop | Aurum &#38; Argentum</title>');
    expect(html).toContain('<meta name="description" content="Edelmetalle seit 1898" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example/shop" data-shell-head />',
    );
    expect(html).toContain('hreflang="en" href="https://shop.example/en/shop"');
    expect(html).toContain('hreflang="x-default" href="https://shop.example/shop"');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/shop" />');
    expect(html).toContain('<meta property="og:locale" content="de_CH" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('noindex');
  });

  it('speaks English on English pages', () => {
    const { language, html } = head('/en/sell-to-us');
    expect(language).toBe('en');
    expect(html).toContain('<meta name="description" content="Precious metals since 1898" />');
    expect(html).toContain('hreflang="de" href="https://shop.example/ankauf"');
    expect(html).toContain('<meta property="og:locale" content="en_GB" />');
  });

  it('names no twin for a product whose translated slug it does not know', () => {
    const { html } = head('/en/product/gold-bar-1-ounce');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).not.toContain('hreflang');
    const known = pageHead({
      origin: 'https://shop.example',
      pathname: '/en/product/gold-bar-1-ounce',
      store: 'at',
      match: matchRoute('/en/product/gold-bar-1-ounce'),
      status: 200,
      alternates: { de: { slug: 'goldbarren-1-unze' } },
    }).html;
    expect(known).toContain('hreflang="de" href="https://shop.example/produkt/goldbarren-1-unze"');
  });

  it('names the twin of a category page by its translated slug', () => {
    const pathname = '/en/shop/gold-bars';
    const { html } = pageHead({
      origin: 'https://shop.example',
      pathname,
      store: 'at',
      match: matchRoute(pathname),
      status: 200,
      alternates: categoryAlternates(matchRoute(pathname)),
    });
    expect(html).toContain('hreflang="de" href="https://shop.example/shop/goldbarren"');
    expect(categoryAlternates(matchRoute('/shop/keine-kategorie'))).toBeUndefined();
  });

  it('keeps a missing page out of the index, without canonical URL', () => {
    const { html } = head('/gibt-es-nicht', 404);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Aurum &#38; Argentum</title>');
    expect(html).not.toContain('canonical');
  });

  it('sets the document language and replaces the build title', () => {
    const doc = withPageHead(
      '<!doctype html><html lang="de"><head><title>Old</title></head><body></body></html>',
      head('/en'),
    );
    expect(doc).toMatch(
      /^<!doctype html><html lang="en"><head><title>Aurum &#38; Argentum<\/title>/,
    );
    expect(doc).not.toContain('Old');
    // As the production build minifies it.
    expect(withPageHead('<html lang=de><head><title>x</title>', head('/en'))).toMatch(
      /^<html lang="en"><head><title>/,
    );
  });
});

describe('page documents at the edge', () => {
  const bed = edgeTestbed();

  it('serves each page with its own head, per host and language', async () => {
    const app = await bed.makeApp();
    const [de, en] = await Promise.all([
      send(app, { url: '/shop', headers: { host: 'ch.localhost:3000' } }),
      send(app, { url: '/en/shop', headers: { host: 'localhost:3000' } }),
    ]);
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('<link rel="canonical" href="http://ch.localhost:3000/shop"');
    expect(de.body).toContain('content="de_CH"');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<link rel="canonical" href="http://localhost:3000/en/shop"');
    expect(en.body).toContain('content="en_GB"');
  });

  it('answers a revalidation with 304 when the document did not change', async () => {
    const app = await bed.makeApp();
    const first = await send(app, { url: '/en/shop' });
    const etag = String(first.headers.etag);
    const again = await send(app, { url: '/en/shop', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const other = await send(app, { url: '/shop', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });
});

describe('content story pages at the edge', () => {
  const bed = edgeTestbed();

  it('name the twin of an encyclopedia entry at its translated path, in both languages', async () => {
    const app = await bed.makeApp();
    for (const url of [
      '/wissen/enzyklopaedie/kruegerrand',
      '/en/knowledge-hub/encyclopedia/krugerrand',
    ]) {
      const res = await send(app, { url, headers: { host: 'ch.localhost:3000' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        'hreflang="de" href="http://ch.localhost:3000/wissen/enzyklopaedie/kruegerrand"',
      );
      expect(res.body).toContain(
        'hreflang="en" href="http://ch.localhost:3000/en/knowledge-hub/encyclopedia/krugerrand"',
      );
      expect(res.body).toContain(
        'hreflang="x-default" href="http://ch.localhost:3000/wissen/enzyklopaedie/kruegerrand"',
      );
    }
  });

  it('name only the page itself for a story without a twin', async () => {
    const app = await bed.makeApp();
    const res = await send(app, {
      url: '/wissen/enzyklopaedie/nur-deutsch',
      headers: { host: 'ch.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      'hreflang="de" href="http://ch.localhost:3000/wissen/enzyklopaedie/nur-deutsch"',
    );
    expect(res.body).not.toContain('hreflang="en"');
    expect(res.body).toContain('hreflang="x-default"');
  });
});

describe('product pages at the edge', () => {
  const bed = edgeTestbed();

  it('name the product, its current price and both twins, with JSON-LD Product and breadcrumb', async () => {
    const app = await bed.makeApp();
    const res = await send(app, {
      url: '/en/product/gold-bar-1-ounce',
      headers: { host: 'ch.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Gold bar 1 ounce | Aurum &#38; Argentum</title>');
    // Link previews show the description: the current price comes first, in the store's format.
    expect(html).toContain(
      '<meta name="description" content="Price: CHF 2,500.00 · Fine gold &#60;999.9&#62;." />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Price: CHF 2,500.00 · Fine gold &#60;999.9&#62;." />',
    );
    expect(html).toContain(
      'hreflang="de" href="http://ch.localhost:3000/produkt/goldbarren-1-unze"',
    );
    // Previews show no SVG: the API's PNG of the same picture comes first, with its size.
    const images = [
      ...html.matchAll(
        /<meta (?:property|name)="(og:image[:a-z]*|twitter:image)" content="([^"]*)"/g,
      ),
    ].map((m) => [m[1], m[2]]);
    expect(images).toEqual([
      ['og:image', 'http://ch.localhost:3000/api/products/images/GB-1OZ.png'],
      ['og:image:type', 'image/png'],
      ['og:image:width', '600'],
      ['og:image:height', '600'],
      ['og:image:alt', 'Bar'],
      ['twitter:image', 'http://ch.localhost:3000/api/products/images/GB-1OZ.png'],
      ['og:image', 'http://ch.localhost:3000/api/products/images/GB-1OZ.svg'],
    ]);
    expect(html).toContain('<meta property="product:price:amount" content="2500.00" />');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    );
    expect(ld[0]).toMatchObject({
      '@type': 'Product',
      name: 'Gold bar 1 ounce',
      sku: 'GB-1OZ',
      offers: {
        '@type': 'Offer',
        price: '2500.00',
        priceCurrency: 'CHF',
        availability: 'https://schema.org/InStock',
        priceValidFrom: FAKE_LAST_RECALCULATED_AT,
      },
    });
    expect(ld[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'http://ch.localhost:3000/en' },
        { position: 2, name: 'Shop', item: 'http://ch.localhost:3000/en/shop' },
        { position: 3, name: 'Gold bar 1 ounce' },
      ],
    });
    // Text of the catalog cannot end the script element.
    expect(html).not.toContain('<999.9>');
    const asked = bed.api.requests.find((r) => r.url.startsWith('/prices/products'));
    expect(asked?.url).toContain('currency=CHF');
  });

  it('still serves the page, with a plainer head, when the API is unreachable', async () => {
    const app = await bed.makeApp({ API_URL: await deadUrl() });
    const res = await send(app, { url: '/en/product/gold-bar-1-ounce' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Product | Aurum &#38; Argentum</title>');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).not.toContain('hreflang');
  });
});
