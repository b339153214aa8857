import { expect, test, type Page } from '../support/test';

/*
 * The home page is the editors' story of the content store (apps/api/src/db/seed/content/home.ts):
 * every block of it must arrive on the page, in German and in English, the catalogue's blocks
 * through the catalog remote's widgets with live prices.
 */
const homes = [
  {
    path: '/',
    title: 'Gold, Silber, Platin und Palladium aus Wien',
    slide: 'Krügerrand 1 oz – der Klassiker unter den Anlagemünzen',
    next: 'Nächste Folie',
    nextSlide: 'Wiener Philharmoniker aus der Münze Österreich',
    headings: [
      'Goldpreis der letzten 6 Monate',
      'Beliebte Goldbarren',
      'Silbermünzen ab 25 Stück',
      'So verkaufen Sie uns Ihr Gold',
      'Aktuelle Meldungen',
      'Aus unserem Blog',
      'Marktbericht per E-Mail',
    ],
    links: ['Silbermünzen ansehen', 'Zum Ankauf'],
    subscribe: 'Abonnieren',
    carousel: 'Beliebte Goldbarren',
  },
  {
    path: '/en',
    title: 'Gold, silver, platinum and palladium from Vienna',
    slide: 'Krugerrand 1 oz – the classic bullion coin',
    next: 'Next slide',
    nextSlide: 'Vienna Philharmonic from the Austrian Mint',
    headings: [
      'Gold price over 6 months',
      'Popular gold bars',
      'Silver coins from 25 pieces',
      'How to sell us your gold',
      'Latest news',
      'From our blog',
      'Market report by e-mail',
    ],
    links: ['Shop Silver coins', 'Sell to us'],
    subscribe: 'Subscribe',
    carousel: 'Popular gold bars',
  },
];

async function expectHome(page: Page, home: (typeof homes)[number]) {
  const main = page.locator('main');
  await expect(main.locator('h1')).toHaveText(home.title);
  // Slider: one banner at a time, moved by its buttons.
  await expect(main.getByRole('heading', { name: home.slide })).toBeVisible();
  await main.getByRole('button', { name: home.next }).first().click();
  await expect(main.getByRole('heading', { name: home.nextSlide })).toBeVisible();
  for (const name of home.headings)
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  for (const name of home.links) await expect(main.getByRole('link', { name })).toBeVisible();
  // The newsletter block carries its sign-up form (the last heading is its headline).
  await expect(
    main
      .getByRole('region', { name: home.headings[6] })
      .getByRole('button', { name: home.subscribe }),
  ).toBeVisible();
  // Product carousel and product card: the catalog's cards with prices.
  const carousel = main.getByRole('region', { name: home.carousel });
  await expect(carousel.getByRole('article').first()).toBeVisible();
  expect(await carousel.getByRole('article').count()).toBeGreaterThan(1);
  await expect(main.getByRole('link', { name: /Umicore/ }).first()).toBeVisible();
  // News and blog teasers link to their articles.
  const news = main.locator('section', {
    has: page.getByRole('heading', { name: home.headings[4] }),
  });
  await expect(news.getByRole('article')).toHaveCount(3);
  const blog = main.locator('section', {
    has: page.getByRole('heading', { name: home.headings[5] }),
  });
  await expect(blog.getByRole('article')).toHaveCount(3);
  // The chart of the catalog remote (the canvas is drawn when scrolled to).
  const chart = main.locator('section', {
    has: page.getByRole('heading', { name: home.headings[0] }),
  });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('table, canvas').first()).toBeAttached();
}

for (const home of homes) {
  test(`the home page renders every block of its story (${home.path})`, async ({ page }) => {
    await page.goto(home.path);
    await expectHome(page, home);
  });
}
