import { expect, test } from '../support/test';
import { languages } from '@shop/i18n';
import { commonMessages } from '@shop/i18n/messages';
import { baseURL } from '../playwright.config';
import { samplePath, pageRoutes } from '../support/routes';

// What a crawler or a link preview sees: the HTML as sent, no script run.
const publicRoutes = pageRoutes.filter((r) =>
  [
    'home',
    'shop',
    'shopCategory',
    'product',
    'search',
    'pricelist',
    'sellToUs',
    'scrapMetals',
  ].includes(r.id),
);

let productSlug: { de: string; en: string };
let productName: { de: string; en: string };

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/products/search?limit=1&category=gold-coins');
  expect(response.ok()).toBeTruthy();
  const product = (await response.json()).results[0];
  productSlug = product.slug;
  productName = product.name;
});

for (const route of publicRoutes) {
  for (const language of languages) {
    test(`${route.id} (${language}) arrives with its language, title and canonical URL`, async ({
      request,
    }) => {
      const path = samplePath(route, language, productSlug);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}">`);
      const messages = commonMessages[language];
      const name = route.id === 'product' ? productName[language] : messages[`route.${route.id}`];
      const title = route.id === 'home' ? '' : `${name} | `.replace(/&/g, '&#38;');
      expect(html).toContain(`<title>${title}Aurum &#38; Argentum</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}" />`);
      expect(html).toContain(
        `<meta property="og:type" content="${route.id === 'product' ? 'product' : 'website'}" />`,
      );
    });
  }
}

test('robots.txt points at the sitemap, which lists the shop in both languages', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${baseURL}/produkt/${productSlug.de}`);
  expect(locs).toContain(`${baseURL}/en/product/${productSlug.en}`);
  expect(locs).toContain(`${baseURL}/shop/goldbarren`);
  expect(locs).toContain(`${baseURL}/en/shop/gold-bars`);
  // Every listed page exists.
  for (const loc of locs.slice(0, 12)) {
    const page = await request.get(String(loc));
    expect(page.status(), loc).toBe(200);
  }
});

test('the sitemap lists the content stories and branches with their twins, and they exist', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = xml.split('<url>').slice(1);
  const entryOf = (path: string) =>
    entries.find((entry) => entry.includes(`<loc>${baseURL}${path}</loc>`)) ?? '';
  // The seeded encyclopedia entry has a translated slug; its twin comes from the story's group.
  const entry = entryOf('/wissen/enzyklopaedie/kruegerrand');
  expect(entry).toContain(
    `hreflang="en" href="${baseURL}/en/knowledge-hub/encyclopedia/krugerrand"`,
  );
  const about = entryOf('/en/about-us');
  expect(about).toContain(`hreflang="de" href="${baseURL}/ueber-uns"`);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => String(m[1]));
  const content = locs.filter((loc) =>
    /\/(blog|news|wissen|knowledge-hub|presse|filialen|stores|faq)\//.test(`${loc}/`),
  );
  expect(content.length).toBeGreaterThan(150);
  // A sample across the sections: every listed page exists.
  for (const loc of content.filter((_, i) => i % 15 === 0)) {
    const page = await request.get(loc);
    expect(page.status(), loc).toBe(200);
  }
});

test('an unknown page is kept out of the index', async ({ request }) => {
  const response = await request.get('/en/does/not/exist');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
});

test('a product page arrives with its name, price and JSON-LD Product', async ({ request }) => {
  for (const language of languages) {
    const path = `${language === 'en' ? '/en/product' : '/produkt'}/${productSlug[language]}`;
    const html = await (await request.get(path)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? ''),
    );
    expect(ld[0]).toMatchObject({ '@type': 'Product', name: productName[language] });
    expect(Number(ld[0].offers.price)).toBeGreaterThan(0);
    expect(ld[0].offers.priceCurrency).toBe('EUR');
    expect(html).toContain(
      `<meta property="product:price:amount" content="${ld[0].offers.price}" />`,
    );
    expect(ld[1]).toMatchObject({ '@type': 'BreadcrumbList' });
    const twin = language === 'de' ? `/en/product/${productSlug.en}` : `/produkt/${productSlug.de}`;
    expect(html).toContain(`href="${baseURL}${twin}"`);
  }
});
