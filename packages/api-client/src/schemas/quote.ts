import * as v from 'valibot';
import { LineQuantitySchema } from './cart';
import { MoneySchema } from './prices';
import { TextSchema } from './text';

/** A line of a quote: the cart line's unit price (gross) and line total as quoted. */
export const QuoteLineItemSchema = v.object({
  sku: TextSchema,
  quantity: LineQuantitySchema,
  price: MoneySchema,
  totalPrice: MoneySchema,
});
export type QuoteLineItem = v.InferOutput<typeof QuoteLineItemSchema>;

/**
 * POST /carts/{id}/quote (issue 22): the cart's prices, held for its owner until `expiresAt`, for
 * one order (POST /orders with `quoteId`). Any change to the cart (a new `cartVersion`) ends it.
 */
export const CartQuoteSchema = v.object({
  id: TextSchema,
  cartId: TextSchema,
  /** The cart's version the quote is bound to; the cart answers it as its `version`. */
  cartVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** ISO time the server stops honouring the quote. */
  expiresAt: TextSchema,
  /** ISO time on the server's clock when it answered, to count `expiresAt` down without skew. */
  serverTime: TextSchema,
  /** ISO time of the spot feed's last good quote the prices come from (issue 28). */
  feedUpdatedAt: v.optional(TextSchema),
  lineItems: v.array(QuoteLineItemSchema),
  /** Gross total as the cart has it (shipping and discount included). */
  totalPrice: MoneySchema,
});
export type CartQuote = v.InferOutput<typeof CartQuoteSchema>;
