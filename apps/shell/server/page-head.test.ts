/** @jest-environment node */
import { matchRoute } from '@shop/i18n';
import { pageHead, withPageHead } from './page-head';
import { edgeTestbed, send } from './test-helpers';

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
