import { buildPath, matchRoute } from './match';
import { alternatePath } from './alternates';
import { routes, routeTrail } from './routes';

const sample: Record<string, string> = {
  slug: 'goldbarren',
  transactionType: 'buy',
};

describe('route table', () => {
  it.each(routes.flatMap((r) => (['de', 'en'] as const).map((l) => [r.id, l] as const)))(
    '%s (%s) round-trips through its path',
    (id, language) => {
      const route = routes.find((r) => r.id === id)!;
      const path = buildPath(route, language, sample);
      const match = matchRoute(path);
      expect(match).toMatchObject({ kind: 'page', language });
      expect(match!.route.id).toBe(id);
      expect(buildPath(match!.route, language, match!.params)).toBe(path);
    },
  );

  it('keeps every path unique per language', () => {
    for (const language of ['de', 'en'] as const) {
      const paths = routes.map((r) => r.paths[language]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('resolves the spec paths', () => {
    const cases: Array<[string, string, string]> = [
      ['/', 'home', 'de'],
      ['/en', 'home', 'en'],
      ['/warenkorb', 'cart', 'de'],
      ['/en/cart', 'cart', 'en'],
      ['/shop/altgold-ankauf', 'scrapMetals', 'de'],
      ['/en/shop/scrap-metals', 'scrapMetals', 'en'],
      ['/shop/goldbarren', 'shopCategory', 'de'],
      ['/produkt/krugerrand-1-oz/limit-order', 'productLimitOrder', 'de'],
      ['/en/knowledge-hub/encyclopedia', 'encyclopedia', 'en'],
      ['/en/knowledge-hub/encyclopedia/feingehalt', 'encyclopediaEntry', 'en'],
      ['/wissen/gold-kaufen', 'knowledgeHubArticle', 'de'],
      ['/ueber-uns/presse/presseaussendungen', 'pressReleases', 'de'],
      ['/en/ueber-uns/presse/presseaussendungen/x', 'pressRelease', 'en'],
      ['/checkout/sell/bestaetigung', 'checkoutConfirmation', 'de'],
      ['/en/checkout/buy/confirmation', 'checkoutConfirmation', 'en'],
      ['/my-account/kundenkonto', 'account', 'de'],
      ['/kundenkonto', 'account', 'de'],
      ['/my-account', 'account', 'de'],
      ['/en/my-account', 'account', 'en'],
      ['/my-account/kundenkonto/bestelluebersicht', 'orders', 'de'],
      ['/kundenkonto/bestelluebersicht/100234', 'orderDetail', 'de'],
      ['/en/my-account/limit-order/7', 'limitOrderDetail', 'en'],
      ['/en/my-account/delete-account', 'deleteAccount', 'en'],
      ['/kundenkonto/benachrichtigungen', 'alerts', 'de'],
      ['/en/my-account/alerts', 'alerts', 'en'],
      ['/filialen/wien', 'storeDetail', 'de'],
      ['/en/stores/vienna', 'storeDetail', 'en'],
      ['/ueber-uns/team', 'contentPage', 'de'],
      ['/en/about/team/board', 'contentPage', 'en'],
    ];
    for (const [path, id, language] of cases) {
      expect([path, matchRoute(path)?.route.id, matchRoute(path)?.language]).toEqual([
        path,
        id,
        language,
      ]);
    }
  });

  it('captures slugs of any depth for news and price lists', () => {
    expect(matchRoute('/news/2026/11/gold-record')?.params).toEqual({
      slug: '2026/11/gold-record',
    });
    expect(matchRoute('/en/pricelist/gold/coins')).toMatchObject({
      route: { id: 'pricelist' },
      params: { slug: 'gold/coins' },
    });
  });

  it('flags a transaction type other than buy or sell as invalid', () => {
    expect(matchRoute('/checkout/rent')).toMatchObject({
      kind: 'invalid',
      route: { id: 'checkout' },
    });
    expect(matchRoute('/en/checkout/buy')).toMatchObject({ kind: 'page' });
  });

  it('switches language to the twin page, with its slug', () => {
    expect(alternatePath('/warenkorb', 'en')).toBe('/en/cart');
    expect(alternatePath('/en/stores/vienna', 'de')).toBe('/filialen/vienna');
    expect(
      alternatePath('/produkt/krugerrand-1-unze', 'en', { en: { slug: 'krugerrand-1-oz' } }),
    ).toBe('/en/product/krugerrand-1-oz');
    expect(alternatePath('/kundenkonto', 'en')).toBe('/en/my-account');
    expect(alternatePath('/en', 'de')).toBe('/');
  });
});

describe('routeTrail', () => {
  it('walks from home to the page through its parents', () => {
    expect(routeTrail('orderDetail').map((r) => r.id)).toEqual([
      'home',
      'account',
      'orders',
      'orderDetail',
    ]);
    expect(routeTrail('home').map((r) => r.id)).toEqual(['home']);
  });
});
