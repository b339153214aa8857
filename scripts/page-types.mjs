// The page types the weight budget and the Lighthouse figures are measured on, one real page of
// each in either language, found through the running shop's API so the script needs no fixture.

/** The page types of budgets.json, in the order they are printed. */
export const pageTypes = [
  'home',
  'shop',
  'category',
  'product',
  'search',
  'content',
  'cart',
  'checkout',
];

/**
 * The browser locale a page of each language is measured with: the German home page (`/`) sends
 * a browser that prefers English to `/en`, as the spec's root-language rule says.
 */
export const browserLocale = { de: 'de-AT', en: 'en-GB' };

/** Page types that are measured with one product in the buy cart (as a customer reaches them). */
export const needsCart = new Set(['cart', 'checkout']);

const get = async (baseURL, path) => {
  const response = await fetch(`${baseURL}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
};

/**
 * The path of each page type in `language`: the first category and product the API lists, the
 * imprint as the content page (a legal page every store carries), a search for "gold".
 */
export async function pagePaths(baseURL, language) {
  const [categories, search] = await Promise.all([
    get(baseURL, '/api/products/categories'),
    get(baseURL, '/api/products/search?limit=1&category=gold-coins'),
  ]);
  const category = categories[0];
  const product = search.results[0];
  if (!category || !product) throw new Error('The shop has no category or product to measure');
  const de = language === 'de';
  const prefix = de ? '' : '/en';
  return {
    home: de ? '/' : '/en',
    shop: `${prefix}/shop`,
    category: `${prefix}/shop/${category.slug[language]}`,
    product: `${prefix}/${de ? 'produkt' : 'product'}/${product.slug[language]}`,
    search: `${prefix}/${de ? 'suche' : 'search'}?q=gold`,
    content: de ? '/impressum' : '/en/imprint',
    cart: de ? '/warenkorb' : '/en/cart',
    checkout: `${prefix}/checkout/buy`,
  };
}

/**
 * Puts one product into the buy cart of `page`'s browser context, through the product page as a
 * customer does, and waits until the header's cart badge counts it.
 */
export async function fillCart(page, baseURL, productPath, language) {
  // The button is awaited below; images need not finish loading first.
  await page.goto(`${baseURL}${productPath}`, { waitUntil: 'domcontentloaded' });
  await page
    .getByTestId('cart-actions')
    .first()
    .getByRole('button', { name: language === 'de' ? 'In den Warenkorb' : 'Add to cart' })
    .click();
  await page.locator('header a[data-cart="buy"]').filter({ hasText: '1' }).waitFor();
}
