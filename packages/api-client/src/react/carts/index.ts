export { cartsQueryOptions, pickCart, useCart, useCartCount } from './get-carts';
export { changeCart, useChangeCart, type CartChange } from './change-cart';
export { cartQuoteQueryOptions, quoteEndsAt, useCartQuote, type HeldQuote } from './quote-cart';
