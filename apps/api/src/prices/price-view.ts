import {
  ProductPricesResponseSchema,
  type PriceType,
  type ProductPricing,
  type TaxClass,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import * as v from 'valibot';
import type { PriceService } from './prices-plugin';

/** The price a cart line is charged: gross per unit, from the tier that applies to its quantity. */
export interface UnitPrice {
  centAmount: number;
  minQuantity: number;
  /** VAT in basis points; 0 on sell lines (buy-backs carry no VAT). */
  taxRate: number;
  /** The product's tax class in the store, which the line's documents name. */
  taxClass: TaxClass;
}

/**
 * What carts read from the current price sheet. It goes through the prices plugin's public view
 * (the same entries GET /prices/products answers), so a cart is priced exactly as the shop shows
 * the product, and the hand-tuned lookup stays untouched.
 */
export interface CartPriceView {
  /** The product's current prices in the store; undefined when the sheet has no entry for it. */
  pricing(store: StoreKey, sku: string): ProductPricing | undefined;
  /** The spot feed's own time of the last good quote the sheet comes from. */
  feedUpdatedAt(): Date;
  /** True when that quote is too old to trade on (PRICE_FEED_MAX_AGE_SECONDS). */
  stale(): boolean;
}

export function createCartPriceView(prices: PriceService, now = () => new Date()): CartPriceView {
  return {
    pricing(store, sku) {
      const json = prices.productPricesJson(store, [sku], now());
      const answer = v.parse(ProductPricesResponseSchema, JSON.parse(json.toString('utf8')));
      return answer.products[0];
    },
    feedUpdatedAt: () => prices.feedUpdatedAt(),
    stale: () => prices.stale(now()),
  };
}

/**
 * The unit price for `quantity` of a product: on buy carts the highest tier whose minQuantity is
 * reached, on sell carts the sell price. Null when the product is not sold (buy) or not bought
 * back (sell).
 */
export function unitPriceFor(
  pricing: ProductPricing,
  type: PriceType,
  quantity: number,
): UnitPrice | null {
  let best: ProductPricing['prices'][number] | undefined;
  for (const price of pricing.prices) {
    if (price.type !== type || price.minQuantity > quantity) continue;
    if (!best || price.minQuantity > best.minQuantity) best = price;
  }
  if (!best) return null;
  return {
    centAmount: best.centAmount,
    minQuantity: best.minQuantity,
    taxRate: type === 'buy' ? pricing.taxRate : 0,
    taxClass: pricing.taxClass,
  };
}
