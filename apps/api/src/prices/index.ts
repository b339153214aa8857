// What other features may use of prices: the service the prices plugin decorates, the carts' view
// of it, the repository's type and the pure pricing rules. app.ts registers the plugins and routes
// from their own files, as it does for every feature.
export type { PriceService } from './prices-plugin';
export type { PricesRepository } from './repository';
export { createCartPriceView, unitPriceFor, type CartPriceView } from './price-view';
export {
  preparePricing,
  priceProduct,
  type PricingData,
  type ProductInput,
  type TaxTable,
} from './engine';
export type { SpotFeed } from './feed/spot-feed';
export { metals } from './market';
export { mulberry32 } from './prng';
export { roundHalfUp } from './rounding';
export { buyPricesOf } from './buy-prices';
export { ownPriceInputs, setProductStoreRule, withProposal } from './product-rules';
