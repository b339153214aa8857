import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  LimitOrderSchema,
  ProductIdentifierListSchema,
  ProductSearchResponseSchema,
  RenderVersionsSchema,
  StaffPricePreviewSchema,
  StaffProductListSchema,
  StaffProductSchema,
} from '@shop/api-client/contract';
import { products } from '../catalogue/tables';
import { auditEntries } from '../audit/tables';
import { priceRules } from '../prices/tables';
import { callError, callOk, type CallOptions } from './accounts';
import { customerWithAddress, placeLimitOrder, unitPrice } from './limit-orders-suite';
import { createStaffMember, type TestStaffMember } from './staff';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * The back-office's catalogue (issue 26, item 1) on every database: the four calls, the
 * `catalogue` permission and its stores, bad input refused in the caller's language with nothing
 * changed, audit entries with the values before and after, what reaches the shop at once (search,
 * availability, publishing, limit orders Inactive) and what at the next recalculation (premiums).
 * The app must have the seeded catalogue and prices.
 */
export function defineStaffCatalogueSuite(getApp: () => FastifyInstance) {
  const app = () => getApp();
  let manager: TestStaffMember;
  let atOnly: TestStaffMember;
  let gold: { sku: string; slug: string; id: string };

  const as = (
    member: { token: string },
    method: 'GET' | 'POST' | 'PUT' = 'GET',
    payload?: unknown,
  ): CallOptions => ({
    token: member.token,
    method,
    payload,
    headers: { 'accept-language': 'de' },
  });
  const product = (sku = gold.sku, member = manager) =>
    callOk(app(), `/staff/products/${sku}`, StaffProductSchema, as(member));
  const put = (body: unknown, member = manager, sku = gold.sku) =>
    callOk(app(), `/staff/products/${sku}`, StaffProductSchema, as(member, 'PUT', body));
  const preview = (prices: unknown, member = manager) =>
    callOk(
      app(),
      `/staff/products/${gold.sku}/price-preview`,
      StaffPricePreviewSchema,
      as(member, 'POST', { prices }),
    );
  const shopSearch = (query: string, store = 'at') =>
    callOk(app(), `/products/search?${query}`, ProductSearchResponseSchema, {
      headers: { 'x-store-key': store },
    });
  /** Resolves once the search index holds the change made after this call. */
  const nextIndex = () => app().productSearch.nextChange();
  const auditCount = async (entityId: string) => {
    const [row] = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'product'), eq(auditEntries.entityId, entityId)));
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    manager = await createStaffMember(app(), { permissions: ['catalogue'], name: 'Karl Katalog' });
    atOnly = await createStaffMember(app(), { permissions: ['catalogue'], stores: ['at'] });
    const [row] = await app()
      .db.select({ sku: products.sku, slug: products.slugDe, id: products.id })
      .from(products)
      .where(
        sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32`,
      )
      .orderBy(products.sku)
      .limit(1);
    if (!row) throw new Error('The seeded catalogue lacks a 1 oz investment gold coin');
    gold = row;
  });

  it('refuses members without catalogue (403), and those of some stores what holds elsewhere', async () => {
    const desk = await createStaffMember(app(), { permissions: ['orders', 'coupons'] });
    for (const [method, url, payload] of [
      ['GET', '/staff/products', undefined],
      ['GET', `/staff/products/${gold.sku}`, undefined],
      ['PUT', `/staff/products/${gold.sku}`, { stock: 1 }],
      ['POST', `/staff/products/${gold.sku}/price-preview`, { prices: { at: null } }],
    ] as const) {
      const refused = await callError(app(), url, 403, as(desk, method, payload));
      expect(refused.code).toBe('staff_permission_missing');
    }
    // Restricted to Austria: the list and the product (Austrian prices only), Austrian premiums.
    expect((await callOk(app(), '/staff/products', StaffProductListSchema, as(atOnly))).total).toBe(
      (await callOk(app(), '/staff/products', StaffProductListSchema, as(manager))).total,
    );
    const seen = await product(gold.sku, atOnly);
    expect(seen.prices.map((p) => p.store)).toEqual(['at']);
    const before = await product();
    for (const body of [
      { stock: 1 },
      { published: false },
      { name: { de: 'X', en: 'X' } },
      { prices: { de: { premiumBps: 100, spreadBps: 100 } } },
      { prices: { at: { premiumBps: 100, spreadBps: 100 } }, stock: 1 },
    ]) {
      const refused = await callError(
        app(),
        `/staff/products/${gold.sku}`,
        403,
        as(atOnly, 'PUT', body),
      );
      expect(refused.code).toBe('staff_store_not_allowed');
    }
    const otherStore = await callError(
      app(),
      `/staff/products/${gold.sku}/price-preview`,
      403,
      as(atOnly, 'POST', { prices: { ch: null } }),
    );
    expect(otherStore.code).toBe('staff_store_not_allowed');
    const after = await product();
    expect(after).toEqual(before);
    // Its own store's premium it may set; then back to the policy's rule.
    const own = await put({ prices: { at: { premiumBps: 420, spreadBps: 210 } } }, atOnly);
    expect(own.prices).toEqual([
      expect.objectContaining({
        store: 'at',
        own: { premiumBps: 420, spreadBps: 210 },
        effective: { premiumBps: 420, spreadBps: 210 },
      }),
    ]);
    const dropped = await put({ prices: { at: null } }, atOnly);
    expect(dropped.prices[0]!.own).toBeNull();
    expect(dropped.prices[0]!.effective).toEqual(before.prices[0]!.effective);
  });

  it('searches and filters the catalogue, unpublished products included', async () => {
    const bySku = await callOk(
      app(),
      `/staff/products?q=${encodeURIComponent(gold.sku.toLowerCase())}`,
      StaffProductListSchema,
      as(manager),
    );
    expect(bySku.products.map((p) => p.sku)).toContain(gold.sku);
    const silver = await callOk(
      app(),
      '/staff/products?metal=silver&category=silver-coins',
      StaffProductListSchema,
      as(manager),
    );
    expect(silver.total).toBeGreaterThan(0);
    expect(
      silver.products.every((p) => p.metal === 'silver' && p.categories.includes('silver-coins')),
    ).toBe(true);
    const umlaut = await callOk(
      app(),
      `/staff/products?q=${encodeURIComponent('Münze')}`,
      StaffProductListSchema,
      as(manager),
    );
    expect(umlaut.total).toBeGreaterThan(0);
    const bad = await callError(app(), '/staff/products?metal=tin', 400, as(manager));
    expect(bad.code).toBeTruthy();
  });

  it('changes texts, attributes and categories: search has them at once, audited before/after', async () => {
    const before = await product();
    const version = async () => (await callOk(app(), '/versions', RenderVersionsSchema)).catalogue;
    const versionBefore = await version();
    const indexed = nextIndex();
    const changed = await put({
      name: { de: 'Krügerrand Jubiläum 1 oz', en: 'Krugerrand Jubilee 1 oz' },
      description: { de: 'Neu beschrieben.', en: 'Described anew.' },
      attributes: { series: 'Jubiläum', countryOfOrigin: null },
      categories: ['gold-coins', 'numismatics'],
    });
    await indexed;
    expect(changed).toMatchObject({
      name: { de: 'Krügerrand Jubiläum 1 oz', en: 'Krugerrand Jubilee 1 oz' },
      description: { de: 'Neu beschrieben.', en: 'Described anew.' },
      attributes: { series: 'Jubiläum', countryOfOrigin: null },
      categories: ['gold-coins', 'numismatics'],
      slug: before.slug,
    });
    // The edge keys rendered pages on it: the product page is rendered anew at once.
    expect(await version()).not.toBe(versionBefore);
    const found = await shopSearch(`text=${encodeURIComponent('jubilaeum')}`);
    expect(found.results.map((p) => p.sku)).toContain(gold.sku);
    const entry = changed.audit.find((e) => e.action === 'product.updated')!;
    expect(entry).toMatchObject({
      entityType: 'product',
      entityId: gold.id,
      store: null,
      staff: expect.objectContaining({ name: 'Karl Katalog' }),
      before: {
        sku: gold.sku,
        name: before.name,
        series: before.attributes.series,
        categories: before.categories,
      },
      after: { sku: gold.sku, series: 'Jubiläum', categories: ['gold-coins', 'numismatics'] },
    });
    // Back as seeded for the tests that follow.
    const restored = nextIndex();
    await put({
      name: before.name,
      description: before.description,
      attributes: before.attributes,
      categories: before.categories,
    });
    await restored;
  });

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    const before = await product();
    const entries = await auditCount(gold.id);
    const cases: [unknown, string][] = [
      [{ stock: -1 }, 'Bitte eine ganze Zahl von 0 bis 1.000.000 eingeben.'],
      [{ stock: 2.5 }, 'Bitte eine ganze Zahl von 0 bis 1.000.000 eingeben.'],
      [{ lowStockThreshold: 2_000_000 }, 'Bitte eine ganze Zahl von 0 bis 1.000.000 eingeben.'],
      [{ name: { de: ' ', en: 'Gold' } }, 'Dieses Feld ist erforderlich.'],
      [{ categories: [] }, 'Bitte eine bis fünf Kategorien wählen.'],
      [
        { prices: { at: { premiumBps: -5, spreadBps: 100 } } },
        'Bitte einen Aufschlag von 0 bis 1.000 % mit höchstens zwei Nachkommastellen eingeben.',
      ],
      [
        { prices: { at: { premiumBps: 100, spreadBps: 10_000 } } },
        'Bitte einen Abschlag von 0 bis 99,99 % mit höchstens zwei Nachkommastellen eingeben.',
      ],
      [{}, 'Dieses Feld ist erforderlich.'],
    ];
    for (const [body, message] of cases) {
      const refused = await callError(
        app(),
        `/staff/products/${gold.sku}`,
        400,
        as(manager, 'PUT', body),
      );
      expect([body, refused.details?.map((d) => d.message)]).toEqual([
        body,
        expect.arrayContaining([message]),
      ]);
    }
    const unknown = await callError(
      app(),
      '/staff/products/NO-SUCH-SKU',
      404,
      as(manager, 'PUT', { stock: 1 }),
    );
    expect(unknown.code).toBe('product_not_found');
    await callError(app(), '/staff/products/NO-SUCH-SKU', 404, as(manager));
    await callError(
      app(),
      '/staff/products/NO-SUCH-SKU/price-preview',
      404,
      as(manager, 'POST', { prices: { at: null } }),
    );
    expect(await product()).toEqual(before);
    expect(await auditCount(gold.id)).toBe(entries);
  });

  it('sets stock, threshold and availability: the shop shows them at once', async () => {
    const before = await product();
    const bySlug = `slug=${encodeURIComponent(gold.slug)}`;
    let indexed = nextIndex();
    const low = await put({ stock: 3, lowStockThreshold: 10 });
    await indexed;
    expect(low).toMatchObject({ stock: 3, lowStockThreshold: 10, availability: 'lowStock' });
    expect((await shopSearch(bySlug)).results[0]).toMatchObject({
      availability: 'lowStock',
      unitsLeft: 3,
    });
    indexed = nextIndex();
    const off = await put({ availability: 'soldOut' });
    await indexed;
    expect(off).toMatchObject({ stock: 3, availability: 'soldOut', staffAvailability: 'soldOut' });
    expect((await shopSearch(bySlug)).results[0]).toMatchObject({ availability: 'soldOut' });
    const soldOut = await callOk(
      app(),
      '/staff/products?availability=soldOut',
      StaffProductListSchema,
      as(manager),
    );
    expect(soldOut.products.map((p) => p.sku)).toContain(gold.sku);
    const entry = off.audit.find((e) => e.action === 'product.updated')!;
    expect(entry.before).toEqual({ sku: gold.sku, availability: 'fromStock' });
    expect(entry.after).toEqual({ sku: gold.sku, availability: 'soldOut' });
    indexed = nextIndex();
    await put({
      stock: before.stock,
      lowStockThreshold: before.lowStockThreshold,
      availability: 'fromStock',
    });
    await indexed;
    expect((await shopSearch(bySlug)).results[0]).toMatchObject({ availability: 'available' });
  });

  it('unpublishing takes the product out of the shop and turns its open limit orders Inactive', async () => {
    const { token } = await customerWithAddress(app());
    const placed = await placeLimitOrder(app(), token, {
      sku: gold.sku,
      type: 'buy',
      quantity: 1,
      targetUnitPrice: { centAmount: 100_000, currency: 'EUR' },
      expiresAt: inDays(30),
    });
    expect(placed.status).toBe('Active');
    let indexed = nextIndex();
    const hidden = await put({ published: false });
    await indexed;
    expect(hidden.published).toBe(false);
    const stopped = await callOk(app(), `/limit-orders/${placed.id}`, LimitOrderSchema, {
      token,
      headers: { 'x-store-key': 'at' },
    });
    expect(stopped).toMatchObject({
      status: 'Inactive',
      inactiveReason: 'productUnpublished',
      product: { sku: gold.sku, published: false },
    });
    expect(hidden.audit[0]).toMatchObject({
      action: 'product.updated',
      before: { published: true },
      after: { published: false, inactiveLimitOrders: [placed.id] },
    });
    expect((await shopSearch(`slug=${encodeURIComponent(gold.slug)}`)).total).toBe(0);
    const identifiers = await callOk(app(), '/products/identifiers', ProductIdentifierListSchema);
    expect(identifiers.map((p) => p.sku)).not.toContain(gold.sku);
    // Staff still find it, as unpublished.
    const list = await callOk(
      app(),
      '/staff/products?published=false',
      StaffProductListSchema,
      as(manager),
    );
    expect(list.products.map((p) => p.sku)).toEqual([gold.sku]);
    // A new limit order on it is refused as for a product gone.
    const refused = await callError(app(), '/limit-orders?languageTag=de', 400, {
      method: 'POST',
      token,
      payload: {
        sku: gold.sku,
        type: 'buy',
        quantity: 1,
        targetUnitPrice: { centAmount: 100_000, currency: 'EUR' },
        expiresAt: inDays(30),
      },
      headers: { 'x-store-key': 'at' },
    });
    expect(refused.code).toBe('limit_order_product_not_found');
    indexed = nextIndex();
    await put({ published: true });
    await indexed;
    expect((await shopSearch(`slug=${encodeURIComponent(gold.slug)}`)).total).toBe(1);
  });

  it('previews premiums with the engine and the shop has the new price after the recalculation', async () => {
    await app().prices.recalculate({ force: true });
    const before = await product();
    const at = before.prices.find((p) => p.store === 'at')!;
    const de = before.prices.find((p) => p.store === 'de')!;
    // Investment gold is VAT-exempt in both: the same euro price.
    expect(at.buy).toEqual(de.buy);
    expect(at.buy!.centAmount).toBe(await unitPrice(app(), gold.sku, 'buy'));
    // The policy's inputs again give today's prices; a higher premium a higher buy price.
    const same = await preview({ at: at.effective });
    expect(same.prices.find((p) => p.store === 'at')).toMatchObject({
      buy: at.buy,
      sell: at.sell,
      current: { buy: at.buy, sell: at.sell },
    });
    const premiumBps = (at.effective.premiumBps ?? 0) + 500;
    const spreadBps = (at.effective.spreadBps ?? 0) + 100;
    const proposal = await preview({ at: { premiumBps, spreadBps } });
    const proposedAt = proposal.prices.find((p) => p.store === 'at')!;
    expect(proposedAt.effective).toEqual({ premiumBps, spreadBps });
    expect(proposedAt.buy!.centAmount).toBeGreaterThan(at.buy!.centAmount);
    expect(proposedAt.sell!.centAmount).toBeLessThan(at.sell!.centAmount);
    expect(proposal.prices.find((p) => p.store === 'de')!.buy).toEqual(de.buy);
    // A preview saves nothing.
    const rules = await app().db.select().from(priceRules).where(eq(priceRules.sku, gold.sku));
    expect(rules).toEqual([]);

    const saved = await put({ prices: { at: { premiumBps, spreadBps } } });
    expect(saved.prices.find((p) => p.store === 'at')).toMatchObject({
      own: { premiumBps, spreadBps },
      effective: { premiumBps, spreadBps },
      buy: at.buy,
    });
    expect(saved.audit[0]).toMatchObject({
      action: 'product.pricesChanged',
      store: 'at',
      before: { sku: gold.sku, own: null },
      after: { sku: gold.sku, own: { premiumBps, spreadBps } },
    });
    // Unchanged until the recalculation, which then prices Austria above Germany.
    expect(await unitPrice(app(), gold.sku, 'buy')).toBe(at.buy!.centAmount);
    await app().prices.recalculate({ force: true });
    const after = await product();
    const atAfter = after.prices.find((p) => p.store === 'at')!;
    const deAfter = after.prices.find((p) => p.store === 'de')!;
    expect(atAfter.buy!.centAmount).toBeGreaterThan(deAfter.buy!.centAmount);
    expect(atAfter.sell!.centAmount).toBeLessThan(deAfter.sell!.centAmount);
    expect(await unitPrice(app(), gold.sku, 'buy')).toBe(atAfter.buy!.centAmount);
    const again = await preview({ at: { premiumBps, spreadBps } });
    expect(again.prices.find((p) => p.store === 'at')!.buy).toEqual(atAfter.buy);

    await put({ prices: { at: null } });
    await app().prices.recalculate({ force: true });
    const restored = await product();
    expect(restored.prices.find((p) => p.store === 'at')!.buy).toEqual(
      restored.prices.find((p) => p.store === 'de')!.buy,
    );
  });
}
