import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  BranchListSchema,
  CartSchema,
  OrderSchema,
  ShippingMethodListSchema,
  type Order,
} from '@shop/api-client/contract';
import { products } from '../catalogue/tables';
import { austrianAddress, callOk, uniqueEmail } from './accounts';
import { acceptedConsents } from './orders-suite';

/** Orders placed through the checkout's calls in the Austrian store, for suites of what follows. */

/** A seeded investment-gold coin with stock to spare, and 585 scrap gold. */
export async function orderSkus(app: FastifyInstance) {
  const skuOf = async (condition: ReturnType<typeof sql>) => {
    const [row] = await app.db
      .select({ sku: products.sku })
      .from(products)
      .where(condition)
      .orderBy(products.sku)
      .limit(1);
    if (!row) throw new Error('The seeded catalogue lacks a product the order suites need');
    return row.sku;
  };
  return {
    gold: await skuOf(
      sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32 and ${products.stock} >= 100`,
    ),
    silver: await skuOf(
      sql`${products.taxClass} = 'standard' and ${products.preciousMetal} = 'silver' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32 and ${products.stock} >= 100`,
    ),
    scrap: await skuOf(sql`${products.sku} = 'SCRAP-AU-585'`),
  };
}

export const payoutBankDetails = {
  kind: 'iban',
  iban: 'AT611904300234573201',
  bic: 'BKAUATWW',
  accountOwner: 'Anna Muster',
} as const;

export interface PlaceOptions {
  transactionType: 'buy' | 'sell';
  lines: { sku: string; quantity: number }[];
  /** bankTransfer (default for buys), cashInStore (picked up in the first Austrian branch). */
  paymentMethod?: 'bankTransfer' | 'cashInStore';
  email?: string;
}

/** A cart of the session `token` filled in as the checkout fills it, ready to order; its id. */
export async function orderReadyCart(
  app: FastifyInstance,
  token: string,
  {
    transactionType,
    lines,
    paymentMethod = 'bankTransfer',
    email = uniqueEmail('beleg'),
  }: PlaceOptions,
): Promise<string> {
  const as = <T extends object>(options: T) => ({ ...options, token });
  let cart = await callOk(
    app,
    '/carts',
    CartSchema,
    as({
      method: 'POST',
      payload: { transactionType, orderType: 'order', country: 'AT', currency: 'EUR' },
    }),
    201,
  );
  for (const line of lines)
    cart = await callOk(
      app,
      `/carts/${cart.id}/line-items`,
      CartSchema,
      as({ method: 'PUT', payload: line }),
    );
  await callOk(
    app,
    `/carts/${cart.id}/addresses`,
    CartSchema,
    as({
      method: 'PUT',
      payload: { shippingAddress: austrianAddress, billingAddress: austrianAddress },
    }),
  );
  const methods = await callOk(app, '/orders/shipping-methods', ShippingMethodListSchema);
  const methodId = (key: string) => methods.find((method) => method.key === key)!.id;
  let choices: object;
  if (transactionType === 'sell')
    choices = {
      customerEmail: email,
      payoutBankDetails,
      shippingMethodId: methodId('insured-shipping'),
    };
  else if (paymentMethod === 'cashInStore') {
    const [branch] = await callOk(app, '/branches', BranchListSchema, {
      headers: { 'x-store-key': 'at' },
    });
    choices = {
      customerEmail: email,
      paymentMethod,
      shippingMethodId: methodId('pickup'),
      pickupBranchId: branch!.id,
    };
  } else choices = { customerEmail: email, paymentMethod };
  await callOk(app, `/carts/${cart.id}`, CartSchema, as({ method: 'PUT', payload: choices }));
  return cart.id;
}

/** POST /orders of a cart as the checkout sends it, with a fresh idempotency key. */
export const orderRequest = (token: string, cartId: string) => ({
  token,
  method: 'POST' as const,
  payload: { cartId, consents: acceptedConsents },
  headers: { 'idempotency-key': crypto.randomUUID() },
});

/** An order placed by the session `token` as the checkout places it; answers it as placed. */
export async function placeOrder(
  app: FastifyInstance,
  token: string,
  options: PlaceOptions,
): Promise<Order> {
  const cartId = await orderReadyCart(app, token, options);
  return callOk(app, '/orders', OrderSchema, orderRequest(token, cartId), 201);
}
