import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  cartLimitCentAmount,
  CartListSchema,
  CartSchema,
  MergeResponseSchema,
  ProductPricesResponseSchema,
  type Cart,
  wholePiecesMessage,
  type ProductPricing,
} from '@shop/api-client/contract';
import { cartLineItems, carts } from '../carts/tables';
import { products } from '../catalogue/tables';
import { productPrices } from '../prices/tables';
import { roundHalfUp } from '../prices/rounding';
import {
  anonymousSession,
  call,
  callError,
  callOk,
  individualDraft,
  login,
  password,
  signedInCustomer,
  uniqueEmail,
  type CallOptions,
} from './accounts';

const buyDraft = { transactionType: 'buy', orderType: 'order', country: 'AT', currency: 'EUR' };
const sellDraft = { ...buyDraft, transactionType: 'sell' };

/** One SKU per kind the rules treat differently, read from the seeded catalogue. */
interface Skus {
  gold: string;
  silver: string;
  scrap: string;
  accessory: string;
}

async function skuOf(app: FastifyInstance, condition: ReturnType<typeof sql>): Promise<string> {
  const [row] = await app.db
    .select({ sku: products.sku })
    .from(products)
    .where(condition)
    .orderBy(products.sku)
    .limit(1);
  if (!row) throw new Error('The seeded catalogue lacks a product the cart tests need');
  return row.sku;
}

async function pricingOf(app: FastifyInstance, sku: string, store = 'at'): Promise<ProductPricing> {
  const answer = await callOk(
    app,
    `/prices/products?country=${store.toUpperCase()}&currency=${store === 'us' ? 'USD' : store === 'ch' || store === 'li' ? 'CHF' : 'EUR'}&skus=${sku}`,
    ProductPricesResponseSchema,
    { headers: { 'x-store-key': store } },
  );
  const pricing = answer.products[0];
  if (!pricing) throw new Error(`No prices for ${sku}`);
  return pricing;
}

/** The tier price for `quantity`, as the shop shows it. */
function tierPrice(pricing: ProductPricing, type: 'buy' | 'sell', quantity: number) {
  const tiers = pricing.prices.filter((p) => p.type === type && p.minQuantity <= quantity);
  const best = tiers.sort((a, b) => b.minQuantity - a.minQuantity)[0];
  if (!best) throw new Error(`No ${type} price for ${pricing.sku}`);
  return best;
}

const netOf = (gross: number, rateBps: number) =>
  roundHalfUp(BigInt(gross) * 10_000n, BigInt(10_000 + rateBps));

/**
 * Carts on every database: every call, every error code, ownership on every id-taking route,
 * versions, totals and tax, the limit and the merge on sign-in. The app must have the seeded
 * catalogue and prices.
 */
export function defineCartsSuite(getApp: () => FastifyInstance) {
  let skus: Skus;

  beforeAll(async () => {
    const app = getApp();
    skus = {
      gold: await skuOf(
        app,
        sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32`,
      ),
      silver: await skuOf(
        app,
        sql`${products.preciousMetal} = 'silver' and ${products.form} = 'coin' and ${products.taxClass} = 'standard' and not ${products.dutyFree}`,
      ),
      scrap: await skuOf(
        app,
        sql`${products.form} = 'scrap' and ${products.sku} like 'SCRAP-AU-%'`,
      ),
      accessory: await skuOf(app, sql`${products.form} = 'accessory'`),
    };
  });

  const withToken = (token: string, options: CallOptions = {}): CallOptions => ({
    ...options,
    token,
  });

  async function newCart(token: string, draft = buyDraft, query = ''): Promise<Cart> {
    return callOk(
      getApp(),
      `/carts${query}`,
      CartSchema,
      withToken(token, { method: 'POST', payload: draft }),
      201,
    );
  }

  const addLine = (token: string, cartId: string, payload: object, query = '') =>
    callOk(
      getApp(),
      `/carts/${cartId}/line-items${query}`,
      CartSchema,
      withToken(token, { method: 'PUT', payload }),
    );

  const guestToken = async () => (await anonymousSession(getApp())).accessToken;

  describe('creating and listing', () => {
    it('creates an empty active cart in the store currency with the page locale', async () => {
      const token = await guestToken();
      const cart = await newCart(token, buyDraft, '?languageTag=en');
      expect(cart).toMatchObject({
        version: 1,
        locale: 'en-GB',
        transactionType: 'buy',
        orderType: 'order',
        cartState: 'active',
        store: 'at',
        country: 'AT',
        currency: 'EUR',
        customerEmail: null,
        lineItems: [],
        lineItemCount: 0,
        totalPrice: { centAmount: 0, currency: 'EUR' },
        totalGrossPrice: { centAmount: 0, currency: 'EUR' },
        taxedPrice: {
          totalNet: { centAmount: 0, currency: 'EUR' },
          totalGross: { centAmount: 0, currency: 'EUR' },
          totalTax: { centAmount: 0, currency: 'EUR' },
        },
        // The default rule's method for a buy cart; nothing is charged while the cart is empty.
        shippingInfo: {
          methodKey: 'shipping',
          price: { centAmount: 990, currency: 'EUR' },
          totalGrossPrice: { centAmount: 0, currency: 'EUR' },
        },
      });
      const german = await newCart(token, { ...sellDraft, country: 'DE' }, '?languageTag=de');
      expect(german.locale).toBe('de-AT');
      const listed = await callOk(getApp(), '/carts', CartListSchema, withToken(token));
      expect(listed.map((c) => c.id)).toEqual([cart.id, german.id]);
    });

    it('lists only the caller’s carts of this store, and refuses another owner id', async () => {
      const first = await anonymousSession(getApp());
      const other = await anonymousSession(getApp());
      const cart = await newCart(first.accessToken);
      await newCart(other.accessToken);
      const mine = await callOk(
        getApp(),
        `/carts?ownerId=${first.ownerId}&languageTag=de`,
        CartListSchema,
        withToken(first.accessToken),
      );
      expect(mine.map((c) => c.id)).toEqual([cart.id]);
      const elsewhere = await callOk(
        getApp(),
        '/carts',
        CartListSchema,
        withToken(first.accessToken, { headers: { 'x-store-key': 'de' } }),
      );
      expect(elsewhere).toEqual([]);
      const foreign = await callError(
        getApp(),
        `/carts?ownerId=${other.ownerId}`,
        403,
        withToken(first.accessToken),
      );
      expect(foreign.code).toBe('not_authorized');
    });

    it('needs a session', async () => {
      const answer = await callError(getApp(), '/carts', 401, {
        method: 'POST',
        payload: buyDraft,
      });
      expect(answer.code).toBe('unauthorized');
      expect((await callError(getApp(), '/carts', 401)).code).toBe('unauthorized');
    });

    it('refuses a currency other than the store’s and a country the store does not serve', async () => {
      const token = await guestToken();
      const currency = await callError(
        getApp(),
        '/carts',
        400,
        withToken(token, { method: 'POST', payload: { ...buyDraft, currency: 'USD' } }),
      );
      expect(currency).toMatchObject({
        name: 'OperationNotValidError',
        code: 'cart_currency_not_allowed',
        message: 'This currency is not available in this shop.',
      });
      const country = await callError(
        getApp(),
        '/carts?languageTag=de',
        400,
        withToken(token, { method: 'POST', payload: { ...buyDraft, country: 'CH' } }),
      );
      expect(country).toMatchObject({
        code: 'cart_country_not_allowed',
        message: 'Dieser Shop liefert nicht in dieses Land.',
      });
      const invalid = await callError(
        getApp(),
        '/carts',
        400,
        withToken(token, { method: 'POST', payload: { ...buyDraft, orderType: 'auction' } }),
      );
      expect(invalid.code).toBe('invalid_request');
      expect(invalid.details?.[0]?.path).toBe('body.orderType');
    });
  });

  describe('line items, totals and tax', () => {
    it('prices a line at the current tier and splits gross into net and tax per product', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      const silver = await pricingOf(getApp(), skus.silver);
      const gold = await pricingOf(getApp(), skus.gold);
      expect(silver.taxRate).toBe(2000); // silver is taxed in Austria
      expect(gold.taxRate).toBe(0); // investment gold is VAT-exempt in the EU

      const one = await addLine(token, cart.id, { sku: skus.silver, quantity: 3 });
      const unit = tierPrice(silver, 'buy', 3);
      expect(one.version).toBe(2);
      expect(one.lineItems).toEqual([
        expect.objectContaining({
          sku: skus.silver,
          quantity: 3,
          price: { centAmount: unit.centAmount, currency: 'EUR' },
          minQuantity: unit.minQuantity,
          totalPrice: { centAmount: 3 * unit.centAmount, currency: 'EUR' },
          taxRate: 2000,
          isScrap: false,
        }),
      ]);
      expect(one.lineItems[0]!.name.de.length).toBeGreaterThan(0);

      // Adding to the line re-prices it: 25 pieces reach a cheaper tier.
      const tiered = await addLine(token, cart.id, { sku: skus.silver, quantity: 22 });
      const tierUnit = tierPrice(silver, 'buy', 25);
      expect(tierUnit.minQuantity).toBeGreaterThan(1);
      expect(tiered.lineItems[0]).toMatchObject({
        quantity: 25,
        price: { centAmount: tierUnit.centAmount },
        minQuantity: tierUnit.minQuantity,
      });
      expect(tierUnit.centAmount).toBeLessThan(unit.centAmount);

      const both = await addLine(token, cart.id, { sku: skus.gold, quantity: 2, version: 3 });
      const goldUnit = tierPrice(gold, 'buy', 2).centAmount;
      const silverGross = 25 * tierUnit.centAmount;
      const goldGross = 2 * goldUnit;
      const net = netOf(silverGross, 2000) + goldGross;
      expect(both.version).toBe(4);
      expect(both.lineItemCount).toBe(27);
      expect(both.totalGrossPrice).toEqual({
        centAmount: silverGross + goldGross,
        currency: 'EUR',
      });
      expect(both.totalPrice).toEqual({ centAmount: net, currency: 'EUR' });
      expect(both.taxedPrice).toEqual({
        totalNet: { centAmount: net, currency: 'EUR' },
        totalGross: { centAmount: silverGross + goldGross, currency: 'EUR' },
        totalTax: { centAmount: silverGross + goldGross - net, currency: 'EUR' },
      });
      expect(both.taxedPrice.totalTax.centAmount).toBe(silverGross - netOf(silverGross, 2000));
    });

    it('prices a store’s own tax: the same silver line carries German VAT in the German shop', async () => {
      const token = await guestToken();
      const cart = await callOk(
        getApp(),
        '/carts',
        CartSchema,
        withToken(token, {
          method: 'POST',
          payload: { ...buyDraft, country: 'DE' },
          headers: { 'x-store-key': 'de' },
        }),
        201,
      );
      const answer = await callOk(
        getApp(),
        `/carts/${cart.id}/line-items`,
        CartSchema,
        withToken(token, {
          method: 'PUT',
          payload: { sku: skus.silver, quantity: 1 },
          headers: { 'x-store-key': 'de' },
        }),
      );
      const unit = tierPrice(await pricingOf(getApp(), skus.silver, 'de'), 'buy', 1).centAmount;
      expect(answer.lineItems[0]).toMatchObject({ taxRate: 1900, price: { centAmount: unit } });
      // Shipping carries the goods' VAT rate.
      const shipping = answer.shippingInfo!.totalGrossPrice.centAmount;
      expect(shipping).toBe(1290);
      expect(answer.taxedPrice.totalTax.centAmount).toBe(
        unit - netOf(unit, 1900) + (shipping - netOf(shipping, 1900)),
      );
    });

    it('taxes a gift gold bar, and includes the margin scheme’s VAT without showing it', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      await addLine(token, cart.id, { sku: 'GIFT-BOX-GOLD-1G', quantity: 1 });
      const answer = await addLine(token, cart.id, { sku: 'NSI-MARK-5-WILHELM', quantity: 1 });
      const gift = tierPrice(await pricingOf(getApp(), 'GIFT-BOX-GOLD-1G'), 'buy', 1).centAmount;
      // The lines keep the class (the order copies it for its documents).
      expect(answer.lineItems.map((l) => [l.sku, l.taxRate, l.taxClass])).toEqual([
        ['GIFT-BOX-GOLD-1G', 2000, 'standard'],
        ['NSI-MARK-5-WILHELM', 0, 'margin'],
      ]);
      const shipping = answer.shippingInfo!.totalGrossPrice.centAmount;
      // Only the gift's VAT (and the shipping's at its rate) is stated; the coin adds none.
      expect(answer.taxedPrice.totalTax.centAmount).toBe(
        gift - netOf(gift, 2000) + (shipping - netOf(shipping, 2000)),
      );
    });

    it('counts a scrap line as one on sell carts and sells without VAT', async () => {
      const token = await guestToken();
      const cart = await newCart(token, sellDraft);
      await addLine(token, cart.id, { sku: skus.scrap, quantity: 250 });
      const answer = await addLine(token, cart.id, { sku: skus.silver, quantity: 2 });
      expect(answer.lineItemCount).toBe(3);
      const scrapUnit = tierPrice(await pricingOf(getApp(), skus.scrap), 'sell', 1).centAmount;
      const silverUnit = tierPrice(await pricingOf(getApp(), skus.silver), 'sell', 1).centAmount;
      expect(
        answer.lineItems.map((l) => [l.sku, l.isScrap, l.taxRate, l.price.centAmount]),
      ).toEqual([
        [skus.scrap, true, 0, scrapUnit],
        [skus.silver, false, 0, silverUnit],
      ]);
      const gross = 250 * scrapUnit + 2 * silverUnit;
      expect(answer.totalGrossPrice.centAmount).toBe(gross);
      expect(answer.taxedPrice.totalTax.centAmount).toBe(0);
    });

    it('weighs scrap to a tenth of a gram and prices 12.5 g exactly, but sells coins whole', async () => {
      const token = await guestToken();
      const cart = await newCart(token, sellDraft);
      const added = await addLine(token, cart.id, { sku: skus.scrap, quantity: 12.5 });
      const unit = tierPrice(await pricingOf(getApp(), skus.scrap), 'sell', 12.5).centAmount;
      // Price per gram x tenths of a gram / 10, rounded once (half-up), never in floating point.
      const exact = roundHalfUp(BigInt(unit) * 125n, 10n);
      expect(added.lineItems[0]).toMatchObject({
        quantity: 12.5,
        price: { centAmount: unit },
        totalPrice: { centAmount: exact },
      });
      expect(added.totalGrossPrice.centAmount).toBe(
        exact - (added.shippingInfo?.totalGrossPrice.centAmount ?? 0),
      );
      // Tenths add up and come off exactly (0.1 + 0.2 is no tenth in binary floating point).
      const more = await addLine(token, cart.id, { sku: skus.scrap, quantity: 0.3 });
      expect(more.lineItems[0]!.quantity).toBe(12.8);
      const fewer = await callOk(
        getApp(),
        `/carts/${cart.id}/line-items?sku=${skus.scrap}&quantity=0.3`,
        CartSchema,
        withToken(token, { method: 'DELETE' }),
      );
      expect(fewer.lineItems[0]).toMatchObject({
        quantity: 12.5,
        totalPrice: { centAmount: exact },
      });
      const refused = async (sku: string, quantity: number) =>
        (
          await callError(
            getApp(),
            `/carts/${cart.id}/line-items`,
            400,
            withToken(token, { method: 'PUT', payload: { sku, quantity } }),
          )
        ).details?.[0];
      expect(await refused(skus.scrap, 12.55)).toEqual({
        path: 'body.quantity',
        message: 'must have at most one decimal place',
      });
      expect(await refused(skus.scrap, 0)).toEqual({
        path: 'body.quantity',
        message: 'must be more than 0',
      });
      expect(await refused(skus.silver, 1.5)).toEqual({
        path: 'body.quantity',
        message: wholePiecesMessage,
      });
    });

    it('names a product that does not exist or is not sold for the cart’s transaction type', async () => {
      const token = await guestToken();
      const buy = await newCart(token);
      const sell = await newCart(token, sellDraft);
      const put = (cartId: string, sku: string) =>
        callError(
          getApp(),
          `/carts/${cartId}/line-items`,
          400,
          withToken(token, { method: 'PUT', payload: { sku, quantity: 1 } }),
        );
      expect(await put(buy.id, 'NO-SUCH-PRODUCT')).toMatchObject({
        code: 'cart_product_not_found',
        message: 'The product was not found.',
      });
      expect((await put(buy.id, skus.scrap)).code).toBe('product_not_available');
      expect((await put(sell.id, skus.accessory)).code).toBe('product_not_available');
      const unchanged = await callOk(getApp(), '/carts', CartListSchema, withToken(token));
      expect(unchanged.map((c) => [c.version, c.lineItems.length])).toEqual([
        [1, 0],
        [1, 0],
      ]);
    });

    it('accepts only positive whole quantities up to the maximum', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      for (const quantity of [0, -1, 1.5, 100_001, '2']) {
        const answer = await callError(
          getApp(),
          `/carts/${cart.id}/line-items`,
          400,
          withToken(token, { method: 'PUT', payload: { sku: skus.silver, quantity } }),
        );
        expect([quantity, answer.code, answer.details?.[0]?.path]).toEqual([
          quantity,
          'invalid_request',
          'body.quantity',
        ]);
      }
      const query = await callError(
        getApp(),
        `/carts/${cart.id}/line-items?sku=${skus.silver}&quantity=0`,
        400,
        withToken(token, { method: 'DELETE' }),
      );
      expect(query.details?.[0]?.path).toBe('query.quantity');
    });

    it('removes a quantity, then the whole line, and names a SKU that is not in the cart', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      await addLine(token, cart.id, { sku: skus.silver, quantity: 30 });
      const silver = await pricingOf(getApp(), skus.silver);
      const fewer = await callOk(
        getApp(),
        `/carts/${cart.id}/line-items?sku=${skus.silver}&quantity=25&languageTag=en`,
        CartSchema,
        withToken(token, { method: 'DELETE' }),
      );
      expect(fewer.lineItems[0]).toMatchObject({
        quantity: 5,
        price: { centAmount: tierPrice(silver, 'buy', 5).centAmount },
      });
      expect(fewer.locale).toBe('en-GB');
      const missing = await callError(
        getApp(),
        `/carts/${cart.id}/line-items?sku=${skus.gold}`,
        400,
        withToken(token, { method: 'DELETE' }),
      );
      expect(missing.code).toBe('line_item_not_found');
      const gone = await callOk(
        getApp(),
        `/carts/${cart.id}/line-items?sku=${skus.silver}&version=${fewer.version}`,
        CartSchema,
        withToken(token, { method: 'DELETE' }),
      );
      expect(gone.lineItems).toEqual([]);
      expect(gone.version).toBe(fewer.version + 1);
    });
  });

  describe('limit of 500,000', () => {
    it('refuses a change that would exceed it and changes nothing', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      const gold = await pricingOf(getApp(), skus.gold);
      // The largest quantity whose total (at its tier) stays within the limit.
      let most = 1;
      while ((most + 1) * tierPrice(gold, 'buy', most + 1).centAmount <= cartLimitCentAmount)
        most += 1;
      const full = await addLine(token, cart.id, { sku: skus.gold, quantity: most });
      expect(full.totalGrossPrice.centAmount).toBeLessThanOrEqual(cartLimitCentAmount);

      for (const payload of [
        { sku: skus.gold, quantity: 1 },
        { sku: skus.silver, quantity: 1_000 },
      ]) {
        const over = await callError(
          getApp(),
          `/carts/${cart.id}/line-items?languageTag=de`,
          400,
          withToken(token, { method: 'PUT', payload }),
        );
        expect(over).toMatchObject({
          name: 'OperationNotValidError',
          code: 'cart_limit_exceeded',
          message:
            'Limit überschritten: Ein Warenkorb darf höchstens 500.000 in Ihrer Währung enthalten. Bitte entfernen Sie Produkte.',
        });
      }
      const [after] = await callOk(getApp(), '/carts', CartListSchema, withToken(token));
      expect(after).toMatchObject({ version: full.version, locale: full.locale });
      expect(after!.lineItems).toEqual(full.lineItems);
    });

    it('lets a cart that a price rise took over the limit be reduced and recalculated', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      await addLine(token, cart.id, { sku: skus.gold, quantity: 10 });
      // As if the gold price had risen far since the line was priced: 10 x limit / 5 is over it.
      const raise = () =>
        getApp()
          .db.update(cartLineItems)
          .set({ unitCentAmount: cartLimitCentAmount / 5 })
          .where(eq(cartLineItems.cartId, cart.id));
      await raise();
      // Another product added to the over-limit cart is refused.
      const over = await callError(
        getApp(),
        `/carts/${cart.id}/line-items`,
        400,
        withToken(token, { method: 'PUT', payload: { sku: skus.silver, quantity: 1 } }),
      );
      expect(over.code).toBe('cart_limit_exceeded');
      const reduced = await callOk(
        getApp(),
        `/carts/${cart.id}/line-items?sku=${skus.gold}&quantity=1`,
        CartSchema,
        withToken(token, { method: 'DELETE' }),
      );
      expect(reduced.lineItems[0]!.quantity).toBe(9);
      await raise();
      const fresh = await callOk(
        getApp(),
        `/carts/${cart.id}/recalculate`,
        CartSchema,
        withToken(token, { method: 'POST' }),
      );
      const gold = await pricingOf(getApp(), skus.gold);
      expect(fresh.lineItems[0]!.price.centAmount).toBe(tierPrice(gold, 'buy', 9).centAmount);
    });
  });

  describe('versions', () => {
    it('counts every write and refuses a stale version with the current one', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      const second = await addLine(token, cart.id, { sku: skus.silver, quantity: 1, version: 1 });
      expect(second.version).toBe(2);
      const stale = [
        ['PUT', `/carts/${cart.id}/line-items`, { sku: skus.silver, quantity: 2, version: 1 }],
        ['DELETE', `/carts/${cart.id}/line-items?sku=${skus.silver}&version=1`, undefined],
        ['POST', `/carts/${cart.id}/recalculate`, { version: 1 }],
        ['PUT', `/carts/${cart.id}`, { locale: 'en', version: 1 }],
        ['DELETE', `/carts/${cart.id}?version=1`, undefined],
      ] as const;
      for (const [method, url, payload] of stale) {
        const answer = await callError(getApp(), url, 409, withToken(token, { method, payload }));
        expect([method, url, answer.name, answer.code, answer.details]).toEqual([
          method,
          url,
          'OperationNotValidError',
          'concurrent_modification',
          [{ path: 'currentVersion', message: '2' }],
        ]);
      }
      const [unchanged] = await callOk(getApp(), '/carts', CartListSchema, withToken(token));
      expect(unchanged!.version).toBe(2);
      expect(unchanged!.lineItems[0]!.quantity).toBe(1);
    });
  });

  describe('locale, recalculation and deletion', () => {
    it('follows the page language and sets the locale through PUT /carts/{id}', async () => {
      const token = await guestToken();
      const cart = await newCart(token, buyDraft, '?languageTag=de');
      const english = await addLine(
        token,
        cart.id,
        { sku: skus.silver, quantity: 1 },
        '?languageTag=en-GB',
      );
      expect(english.locale).toBe('en-GB');
      const german = await callOk(
        getApp(),
        `/carts/${cart.id}`,
        CartSchema,
        withToken(token, { method: 'PUT', payload: { locale: 'de', version: english.version } }),
      );
      expect(german).toMatchObject({ locale: 'de-AT', version: english.version + 1 });
    });

    it('re-prices every line at the current price sheet', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      await addLine(token, cart.id, { sku: skus.silver, quantity: 10 });
      const priced = await addLine(token, cart.id, { sku: skus.gold, quantity: 1 });
      // As if the metal price had moved since the lines were priced.
      await getApp()
        .db.update(cartLineItems)
        .set({ unitCentAmount: 1, minQuantity: 1 })
        .where(eq(cartLineItems.cartId, cart.id));
      const stale = await callOk(getApp(), '/carts', CartListSchema, withToken(token));
      // Goods of 0.11 and the default shipping (9.90; free only from 1,000).
      expect(stale[0]!.totalGrossPrice.centAmount).toBe(11 + 990);
      const fresh = await callOk(
        getApp(),
        `/carts/${cart.id}/recalculate`,
        CartSchema,
        withToken(token, { method: 'POST', payload: { version: priced.version } }),
      );
      expect(fresh.version).toBe(priced.version + 1);
      // Each re-priced line says what it cost before (spec 8: prices updated, verify).
      expect(fresh.lineItems).toEqual(
        priced.lineItems.map((line) => ({
          ...line,
          previousPrice: { centAmount: 1, currency: line.price.currency },
        })),
      );
      expect(fresh.totalGrossPrice).toEqual(priced.totalGrossPrice);
    });

    it('deletes a cart: it answers deleted once and then no longer exists', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      const deleted = await callOk(
        getApp(),
        `/carts/${cart.id}`,
        CartSchema,
        withToken(token, { method: 'DELETE' }),
      );
      expect(deleted).toMatchObject({ cartState: 'deleted', version: 2 });
      expect(await callOk(getApp(), '/carts', CartListSchema, withToken(token))).toEqual([]);
      const again = await callError(
        getApp(),
        `/carts/${cart.id}`,
        404,
        withToken(token, { method: 'DELETE' }),
      );
      expect(again).toMatchObject({ name: 'ResourceNotFoundError', code: 'co001' });
    });

    it('refuses every write to a cart that is not active (co002)', async () => {
      const token = await guestToken();
      const cart = await newCart(token);
      await getApp().db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cart.id));
      const writes = [
        ['PUT', `/carts/${cart.id}/line-items`, { sku: skus.silver, quantity: 1 }],
        ['DELETE', `/carts/${cart.id}/line-items?sku=${skus.silver}`, undefined],
        ['POST', `/carts/${cart.id}/recalculate`, undefined],
        ['PUT', `/carts/${cart.id}`, { locale: 'en' }],
        ['DELETE', `/carts/${cart.id}`, undefined],
      ] as const;
      for (const [method, url, payload] of writes) {
        const answer = await callError(getApp(), url, 409, withToken(token, { method, payload }));
        expect([method, url, answer.code, answer.message]).toEqual([
          method,
          url,
          'co002',
          'The cart is not active.',
        ]);
      }
      expect(await callOk(getApp(), '/carts', CartListSchema, withToken(token))).toEqual([]);
    });
  });

  describe('ownership', () => {
    it('answers co001 for another owner’s cart on every id-taking route and changes nothing', async () => {
      const owner = await guestToken();
      const { token: intruder } = await signedInCustomer(getApp());
      const cart = await newCart(owner);
      const priced = await addLine(owner, cart.id, { sku: skus.silver, quantity: 1 });
      const routes = [
        ['PUT', `/carts/${cart.id}/line-items`, { sku: skus.silver, quantity: 5 }],
        ['DELETE', `/carts/${cart.id}/line-items?sku=${skus.silver}`, undefined],
        ['POST', `/carts/${cart.id}/recalculate`, undefined],
        ['PUT', `/carts/${cart.id}`, { locale: 'en' }],
        ['DELETE', `/carts/${cart.id}`, undefined],
      ] as const;
      for (const [method, url, payload] of routes) {
        const en = await callError(getApp(), url, 404, withToken(intruder, { method, payload }));
        const de = await callError(
          getApp(),
          url,
          404,
          withToken(intruder, { method, payload, headers: { 'accept-language': 'de' } }),
        );
        // Exactly what a cart that does not exist answers: its existence is not revealed.
        const unknown = await callError(
          getApp(),
          url.replace(cart.id, '00000000-0000-4000-8000-000000000000'),
          404,
          withToken(intruder, { method, payload }),
        );
        expect([method, url, en.name, en.code, en.message, de.message]).toEqual([
          method,
          url,
          'ResourceNotFoundError',
          'co001',
          'The cart was not found.',
          'Der Warenkorb wurde nicht gefunden.',
        ]);
        // Headers aside: their Date may tick between the two answers.
        const body = ({ headers: _headers, ...answer }: typeof en) => answer;
        expect(body(unknown)).toEqual(body(en));
        // The owner's own cart from another store is not this store's cart either.
        const otherStore = await callError(
          getApp(),
          url,
          404,
          withToken(owner, { method, payload, headers: { 'x-store-key': 'de' } }),
        );
        expect(otherStore.code).toBe('co001');
      }
      const [mine] = await callOk(getApp(), '/carts', CartListSchema, withToken(owner));
      expect(mine).toEqual(priced);
      const invalidId = await callError(
        getApp(),
        '/carts/not-a-cart/line-items',
        400,
        withToken(owner, { method: 'PUT', payload: { sku: skus.silver, quantity: 1 } }),
      );
      expect(invalidId.code).toBe('invalid_request');
    });
  });

  describe('sign-in', () => {
    it('moves a guest’s active carts to the customer when the guest signs in', async () => {
      const email = uniqueEmail('cart');
      await signedInCustomer(getApp(), individualDraft(email));
      const guest = await anonymousSession(getApp());
      const cart = await newCart(guest.accessToken);
      const priced = await addLine(guest.accessToken, cart.id, { sku: skus.gold, quantity: 1 });
      const deleted = await newCart(guest.accessToken);
      await call(
        getApp(),
        `/carts/${deleted.id}`,
        withToken(guest.accessToken, { method: 'DELETE' }),
      );

      const session = await login(getApp(), email, password, { token: guest.accessToken });
      const moved = await callOk(
        getApp(),
        '/carts',
        CartListSchema,
        withToken(session.accessToken),
      );
      expect(moved.map((c) => [c.id, c.version, c.customerEmail, c.lineItems])).toEqual([
        [cart.id, priced.version + 1, email, priced.lineItems],
      ]);
      expect(priced.customerEmail).toBeNull();
      const own = await newCart(session.accessToken);
      expect(own.customerEmail).toBe(email);
      const [row] = await getApp()
        .db.select({ ownerId: carts.ownerId })
        .from(carts)
        .where(and(eq(carts.id, deleted.id), eq(carts.status, 'deleted')));
      expect(row?.ownerId).toBe(guest.ownerId);
      const merged = await callOk(getApp(), '/customers/merge', MergeResponseSchema, {
        method: 'POST',
        token: session.accessToken,
        payload: { anonymousId: guest.ownerId, customerId: session.customer.id },
      });
      expect(merged.carts).toBe(0);
    });
    it('joins a guest’s cart to the customer’s cart of the same kind on sign-in', async () => {
      const email = uniqueEmail('cart-join');
      const { token } = await signedInCustomer(getApp(), individualDraft(email));
      const own = await newCart(token);
      await addLine(token, own.id, { sku: skus.gold, quantity: 1 });
      const guest = await anonymousSession(getApp());
      const guestBuy = await newCart(guest.accessToken);
      await addLine(guest.accessToken, guestBuy.id, { sku: skus.gold, quantity: 2 });
      await addLine(guest.accessToken, guestBuy.id, { sku: skus.silver, quantity: 1 });
      const guestSell = await newCart(guest.accessToken, sellDraft);
      await addLine(guest.accessToken, guestSell.id, { sku: skus.scrap, quantity: 5 });

      const session = await login(getApp(), email, password, { token: guest.accessToken });
      const after = await callOk(
        getApp(),
        '/carts',
        CartListSchema,
        withToken(session.accessToken),
      );
      // One buy cart, the customer's, with both carts' lines; the guest's sell cart moved over.
      expect(
        after.map((c) => [
          c.id,
          c.transactionType,
          c.customerEmail,
          c.lineItems.map((line) => [line.sku, line.quantity]).sort(),
        ]),
      ).toEqual([
        [
          own.id,
          'buy',
          email,
          [
            [skus.gold, 3],
            [skus.silver, 1],
          ].sort(),
        ],
        [guestSell.id, 'sell', email, [[skus.scrap, 5]]],
      ]);
      const [joined] = await getApp()
        .db.select({ status: carts.status })
        .from(carts)
        .where(eq(carts.id, guestBuy.id));
      expect(joined?.status).toBe('deleted');
      // The joined cart answers at a new version: a write with the one before is refused.
      const stale = await callError(
        getApp(),
        `/carts/${own.id}/line-items`,
        409,
        withToken(session.accessToken, {
          method: 'PUT',
          payload: { sku: skus.gold, quantity: 1, version: own.version + 1 },
        }),
      );
      expect(stale.code).toBe('concurrent_modification');
    });
  });

  describe('prices missing', () => {
    it('answers co005 when the price sheet has no price for the product', async () => {
      const app = getApp();
      const token = await guestToken();
      const cart = await newCart(token);
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.sku, skus.accessory));
      const [saved] = await app.db
        .select()
        .from(productPrices)
        .where(eq(productPrices.productId, product!.id));
      await app.db.delete(productPrices).where(eq(productPrices.productId, product!.id));
      await app.prices.reload();
      try {
        const answer = await callError(
          app,
          `/carts/${cart.id}/line-items`,
          409,
          withToken(token, { method: 'PUT', payload: { sku: skus.accessory, quantity: 1 } }),
        );
        expect(answer).toMatchObject({ code: 'co005', message: 'The cart has no gross price.' });
      } finally {
        await app.db.insert(productPrices).values(saved!);
        await app.prices.reload();
      }
      const line = await addLine(token, cart.id, { sku: skus.accessory, quantity: 1 });
      expect(line.lineItems).toHaveLength(1);
    });

    it('fails a recalculation that cannot price a line (co005) and leaves the cart as it was', async () => {
      // Spec 8 "recalculation failed, reload the page": the cart page shows it on this answer.
      const app = getApp();
      const token = await guestToken();
      const cart = await newCart(token);
      const priced = await addLine(token, cart.id, { sku: skus.accessory, quantity: 1 });
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.sku, skus.accessory));
      const [saved] = await app.db
        .select()
        .from(productPrices)
        .where(eq(productPrices.productId, product!.id));
      await app.db.delete(productPrices).where(eq(productPrices.productId, product!.id));
      await app.prices.reload();
      try {
        const answer = await callError(
          app,
          `/carts/${cart.id}/recalculate`,
          409,
          withToken(token, { method: 'POST', payload: {}, headers: { 'accept-language': 'de' } }),
        );
        expect(answer).toMatchObject({
          code: 'co005',
          message: 'Der Warenkorb hat keinen Bruttopreis.',
        });
      } finally {
        await app.db.insert(productPrices).values(saved!);
        await app.prices.reload();
      }
      const [after] = await callOk(app, '/carts', CartListSchema, withToken(token));
      expect(after).toMatchObject({ version: priced.version, lineItems: priced.lineItems });
    });
  });
}
