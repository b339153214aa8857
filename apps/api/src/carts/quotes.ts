import { and, eq, isNull, lt } from 'drizzle-orm';
import { errorCodes, type CartQuote } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { cartQuotes, type QuoteLine } from './tables';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import type { CartPriceView } from '../prices/price-view';
import { readCart, type CartRow, type LineRow } from './cart-view';
import { priceChanges } from './price-changes';
import { lineGross } from './totals';
import { checkVersion, lockOwnCart, type CartScope, type CartsRepository } from './repository';

type QuoteRow = typeof cartQuotes.$inferSelect;

/**
 * Re-pricings a quote may take before it gives up: each one follows a recalculation that moved
 * the sheet between the cart's re-pricing and the quote, which happens every few minutes at most.
 */
const maxRepricings = 2;

const quoteNotValid = () => businessError(errorCodes.quoteNotValid, 409);

function toQuote(row: QuoteRow, now: Date, feedUpdatedAt: Date): CartQuote {
  const money = (centAmount: number) => ({ centAmount, currency: row.currency });
  return {
    id: row.id,
    cartId: row.cartId,
    cartVersion: row.cartVersion,
    expiresAt: row.expiresAt.toISOString(),
    serverTime: now.toISOString(),
    feedUpdatedAt: feedUpdatedAt.toISOString(),
    lineItems: row.lines.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      price: money(line.unitCentAmount),
      totalPrice: money(lineGross(line)),
    })),
    totalPrice: money(row.totalGrossCentAmount),
  };
}

const quoteLines = (lines: readonly LineRow[]): QuoteLine[] =>
  lines.map(({ sku, quantity, unitCentAmount }) => ({ sku, quantity, unitCentAmount }));

const sameLines = (quoted: readonly QuoteLine[], lines: readonly LineRow[]) =>
  quoted.length === lines.length &&
  quoteLines(lines).every((line) =>
    quoted.some(
      (q) =>
        q.sku === line.sku &&
        q.quantity === line.quantity &&
        q.unitCentAmount === line.unitCentAmount,
    ),
  );

/**
 * Price quotes of the review step (issue 22): the cart at the current sheet, held for its owner
 * for `lockSeconds` (QUOTE_LOCK_SECONDS), so an order inside that window is not refused because a
 * recalculation ran meanwhile.
 */
export function createQuotes(
  db: Database,
  priceView: CartPriceView,
  carts: CartsRepository,
  lockSeconds: number,
) {
  /** The quote of the cart as it is, or null when its prices are not the sheet's (nothing stored). */
  const quoteAsPriced = (scope: CartScope, cartId: string, version: number | undefined) =>
    repositoryCall(() =>
      db.transaction(async (tx): Promise<CartQuote | null> => {
        const cart = await lockOwnCart(tx, scope, cartId);
        checkVersion(cart, version);
        const { lines, figures } = await readCart(tx, cart);
        const type = cart.transactionType;
        if (priceChanges(priceView, scope.store, type, cart.currency, lines).length > 0)
          return null;
        const now = new Date();
        // The cart's lapsed, unused quotes can never be honoured again; the one an order used
        // stays with the order. So a cart keeps only the quotes that still mean something.
        await tx
          .delete(cartQuotes)
          .where(
            and(
              eq(cartQuotes.cartId, cart.id),
              isNull(cartQuotes.usedAt),
              lt(cartQuotes.expiresAt, now),
            ),
          );
        const [row] = await tx
          .insert(cartQuotes)
          .values({
            cartId: cart.id,
            ownerId: scope.ownerId,
            cartVersion: cart.version,
            currency: cart.currency,
            lines: quoteLines(lines),
            totalGrossCentAmount: figures.totals.gross,
            createdAt: now,
            expiresAt: new Date(now.getTime() + lockSeconds * 1000),
          })
          .returning();
        return toQuote(row!, now, priceView.feedUpdatedAt());
      }),
    );

  return {
    /**
     * POST /carts/{id}/quote: the owner's active cart (co001 / co002 as every cart call), at
     * `version` when given. A cart whose prices are no longer the sheet's is re-priced first, as
     * POST /carts/{id}/recalculate does, so the quote and the cart agree (at the new version).
     * Refused while prices are stale; a quote names the feed's time its prices come from.
     */
    async issue(scope: CartScope, cartId: string, version: number | undefined): Promise<CartQuote> {
      // No promise to hold prices the feed no longer backs (prices_stale, as POST /orders).
      if (priceView.stale()) throw businessError(errorCodes.pricesStale, 409);
      let expected = version;
      for (let repricings = 0; ; repricings++) {
        const quote = await quoteAsPriced(scope, cartId, expected);
        if (quote) return quote;
        if (repricings === maxRepricings) throw businessError(errorCodes.recalculationFailed, 409);
        expected = (await carts.recalculate(scope, cartId, expected)).version;
      }
    },
  };
}

export type Quotes = ReturnType<typeof createQuotes>;

/**
 * Inside the order's transaction, under the cart's row lock: locks the quote and, while it runs,
 * marks it used and answers its id, so the order keeps the quoted prices. quote_not_valid when it
 * is another cart's or owner's, was used, or the cart changed since (another version or other
 * lines). Null once it expired: the order then compares with the current prices as without one.
 */
export async function claimQuote(
  tx: Database,
  scope: CartScope,
  cart: Pick<CartRow, 'id' | 'version'>,
  lines: readonly LineRow[],
  quoteId: string,
  now: Date,
): Promise<string | null> {
  const [quote] = await tx
    .select()
    .from(cartQuotes)
    .where(eq(cartQuotes.id, quoteId))
    .for('update');
  if (
    !quote ||
    quote.cartId !== cart.id ||
    quote.ownerId !== scope.ownerId ||
    quote.usedAt !== null ||
    quote.cartVersion !== cart.version ||
    !sameLines(quote.lines, lines)
  )
    throw quoteNotValid();
  if (quote.expiresAt <= now) return null;
  await tx.update(cartQuotes).set({ usedAt: now }).where(eq(cartQuotes.id, quote.id));
  return quote.id;
}
