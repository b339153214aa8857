import { createApiClient, type Product, type ProductPrice } from '@shop/api-client';
import { buildPath, getRoute, routeTrail, stores, type Language, type StoreKey } from '@shop/i18n';
import { commonMessages } from '@shop/i18n/messages';

/** What a product page's head says about the product: read from the API when the page is asked. */
export interface ProductFacts {
  product: Product;
  /** The base buy price (quantity 1) of the current sheet; null when the product is not sold. */
  price: ProductPrice | null;
  lastRecalculatedAt: string;
}

export interface ProductFactsContext {
  apiUrl: string;
  /** The edge's fetch for this visitor (upstream/api-fetch.ts); default the global one. */
  fetch?: typeof globalThis.fetch;
  store: StoreKey;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * The product at `slug` with its current price, or null when there is none or the API does not
 * answer in time: the head then says less, the page itself still loads in the browser.
 */
export async function productFacts(
  slug: string,
  { apiUrl, fetch, store, timeoutMs, signal }: ProductFactsContext,
): Promise<ProductFacts | null> {
  const api = createApiClient({ baseUrl: apiUrl, storeKey: store, fetch });
  const deadline = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])]);
  try {
    const found = await api.products.search({ slug, limit: 1 }, { signal: deadline });
    const product = found.results[0];
    if (!product) return null;
    const { country, currency } = stores[store];
    const pricing = await api.prices.products(
      { country, currency, skus: [product.sku] },
      { signal: deadline },
    );
    const price =
      pricing.products[0]?.prices.find((p) => p.type === 'buy' && p.minQuantity === 1) ?? null;
    return { product, price, lastRecalculatedAt: pricing.lastRecalculatedAt };
  } catch {
    return null;
  }
}

const schemaAvailability: Record<Product['availability'], string> = {
  available: 'https://schema.org/InStock',
  lowStock: 'https://schema.org/LimitedAvailability',
  soldOut: 'https://schema.org/OutOfStock',
};

/** Minor units to the decimal string schema.org wants; all shop currencies have two decimals. */
const decimal = (centAmount: number) => (centAmount / 100).toFixed(2);

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * JSON-LD of a product page: the Product with its offer at the current sheet's price, and the
 * breadcrumb the page shows (home, shop, product).
 */
export function productStructuredData(
  facts: ProductFacts,
  { origin, language }: { origin: string; language: Language },
): string {
  const { product, price } = facts;
  const url = `${origin}${buildPath(getRoute('product'), language, { slug: product.slug[language] })}`;
  const image = product.images[0]?.url;
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name[language],
    sku: product.sku,
    description: product.description[language],
    url,
    ...(image ? { image: new URL(image, origin).href } : {}),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: decimal(price.centAmount),
            priceCurrency: price.currency,
            availability: schemaAvailability[product.availability],
            // The sheet the price comes from; prices follow the metal markets.
            priceValidFrom: facts.lastRecalculatedAt,
          },
        }
      : {}),
  };
  const messages = commonMessages[language];
  const trail = routeTrail('product');
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((route, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: route.id === 'product' ? product.name[language] : (messages[`route.${route.id}`] ?? ''),
      item: route.id === 'product' ? url : `${origin}${buildPath(route, language)}`,
    })),
  };
  return [scriptJson(productLd), scriptJson(breadcrumb)].join('\n    ');
}
