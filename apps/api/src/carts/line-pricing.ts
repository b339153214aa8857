import { errorCodes, wholePiecesMessage } from '@shop/api-client/contract';
import { productsBySku } from '../catalogue/product-refs';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import { validationError } from '../lib/errors';
import { unitPriceFor, type CartPriceView } from '../prices/price-view';
import type { CartRow, LineRow } from './cart-view';

/** A line as it would be stored: priced from the current sheet for its quantity. */
export type LineDraft = Omit<LineRow, 'id' | 'cartId' | 'createdAt'>;

export type PriceLine = (
  tx: Database,
  cart: Pick<CartRow, 'storeKey' | 'transactionType'>,
  sku: string,
  quantity: number,
) => Promise<LineDraft>;

export function createLinePricer(priceView: CartPriceView): PriceLine {
  /**
   * Prices `quantity` of `sku` for a cart from the current sheet: a named error when the SKU is
   * unknown (cart_product_not_found), has no price entry at all (co005, no gross price) or is not
   * sold / bought back for the cart's transaction type (product_not_available).
   */
  async function priceLine(
    tx: Database,
    cart: Pick<CartRow, 'storeKey' | 'transactionType'>,
    sku: string,
    quantity: number,
  ): Promise<LineDraft> {
    const product = (await productsBySku(tx, [sku])).get(sku);
    if (!product) throw businessError(errorCodes.cartProductNotFound, 400);
    // Only scrap is weighed (to a tenth of a gram); a coin or bar comes in whole pieces.
    if (product.form !== 'scrap' && !Number.isInteger(quantity))
      throw validationError([{ path: 'body.quantity', message: wholePiecesMessage }]);
    const pricing = priceView.pricing(cart.storeKey, sku);
    if (!pricing) throw businessError(errorCodes.noGrossPrice, 409);
    // Tiers start at whole units: a weight under a gram takes the first one.
    const tierQuantity = Math.max(1, quantity);
    const unit = unitPriceFor(pricing, cart.transactionType, tierQuantity);
    if (!unit) throw businessError(errorCodes.productNotAvailable, 400);
    return {
      sku,
      productId: product.id,
      nameDe: product.nameDe,
      nameEn: product.nameEn,
      slugDe: product.slugDe,
      slugEn: product.slugEn,
      isScrap: product.form === 'scrap',
      quantity,
      unitCentAmount: unit.centAmount,
      minQuantity: unit.minQuantity,
      taxRateBps: unit.taxRate,
      taxClass: unit.taxClass,
      sellUnitCentAmount:
        cart.transactionType === 'buy'
          ? (unitPriceFor(pricing, 'sell', tierQuantity)?.centAmount ?? null)
          : null,
    };
  }
  return priceLine;
}
