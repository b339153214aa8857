import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  endpoints,
  errorCodes,
  type Money,
  type StaffProduct,
  type StorePriceInputs,
} from '@shop/api-client/contract';
import { storeKeys, stores, type StoreKey } from '@shop/i18n';
import { appendAudit, auditEntriesFor } from '../audit/append';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { assertStaffStore, staffOf, storesOf } from '../lib/staff-access';
import {
  createCartPriceView,
  ownPriceInputs,
  withProposal,
  preparePricing,
  priceProduct,
  unitPriceFor,
  type PricingData,
} from '../prices';
import { orderRules, resolveRule } from '../prices/engine';
import { initialLevels } from '../prices/market';
import { preparePicture } from './pictures';
import {
  applyProductUpdate,
  listStaffProducts,
  staffProductRow,
  toSummary,
} from './staff-catalogue';
import {
  addImage,
  deleteImage,
  orderImages,
  updateImageAlt,
  type ImageChange,
} from './staff-images';

const productNotFound = () =>
  businessError(errorCodes.productNotFound, 404, { name: 'ResourceNotFoundError' });

const money = (centAmount: number | null | undefined, store: StoreKey): Money | null =>
  centAmount == null ? null : { centAmount, currency: stores[store].currency };

/**
 * The back-office's catalogue (issue 26, item 1) behind the staff guard, for members with the
 * `catalogue` permission: what holds in every store needs it for every store, a store's premium
 * and spread for that store. Every change is one transaction with its audit entries.
 */
const staffCatalogueRoutes: FastifyPluginAsync<{ publicApiPrefix: string }> = async (
  fastify,
  { publicApiPrefix },
) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);
  const declared = endpoints.staffCatalogue;
  const { db } = fastify;
  const priceView = createCartPriceView(fastify.prices);

  /** The stores whose prices the member may see and set, in the stores' order. */
  const visibleStores = (request: FastifyRequest): StoreKey[] => {
    const allowed = storesOf(staffOf(request), 'catalogue');
    return allowed === null ? [...storeKeys] : storeKeys.filter((s) => allowed.includes(s));
  };

  /** 403 unless the member holds `catalogue` for every store. */
  const assertEveryStore = (request: FastifyRequest) => {
    if (storesOf(staffOf(request), 'catalogue') !== null)
      throw businessError(errorCodes.staffStoreNotAllowed, 403);
  };

  /** The prices the shop shows now: one unit's buy and sell price in a store. */
  const currentPrices = (store: StoreKey, sku: string) => {
    const pricing = priceView.pricing(store, sku);
    return {
      buy: money(pricing && unitPriceFor(pricing, 'buy', 1)?.centAmount, store),
      sell: money(pricing && unitPriceFor(pricing, 'sell', 1)?.centAmount, store),
    };
  };

  /** The price engine's inputs and the product as it prices it, for a set of rules. */
  const engineInputs = async (sku: string) => {
    const [data, [product], quotes] = await Promise.all([
      fastify.pricesRepository.pricingData(),
      fastify.pricesRepository.pricedProducts(db, [sku]),
      fastify.pricesRepository.quotes(),
    ]);
    if (!product) throw productNotFound();
    return { data, product, quotes: quotes ?? { ...initialLevels, quotedAt: new Date() } };
  };
  const effectiveOf = (
    inputs: Awaited<ReturnType<typeof engineInputs>>,
    rules: PricingData['rules'],
    store: StoreKey,
  ) => {
    const rule = inputs.product.metal
      ? resolveRule(inputs.product, orderRules(rules), store)
      : null;
    return { premiumBps: rule?.premiumBps ?? null, spreadBps: rule?.spreadBps ?? null };
  };

  async function productView(sku: string, request: FastifyRequest): Promise<StaffProduct> {
    const found = await repositoryCall(() => staffProductRow(db, sku));
    if (!found) throw productNotFound();
    const { row, categoryKeys, images } = found;
    const [own, inputs, audit] = await repositoryCall(() =>
      Promise.all([
        ownPriceInputs(db, sku),
        engineInputs(sku),
        auditEntriesFor(db, { entityType: 'product', entityId: row.id }),
      ]),
    );
    return {
      ...toSummary(row, categoryKeys, images[0]?.path ?? null, publicApiPrefix),
      slug: { de: row.slugDe, en: row.slugEn },
      description: { de: row.descriptionDe, en: row.descriptionEn },
      attributes: {
        manufacturer: row.manufacturer,
        series: row.series,
        yearsOfIssue: row.yearsOfIssue,
        fineness: row.fineness,
        countryOfOrigin: row.countryOfOrigin,
      },
      fineWeight: row.fineWeight,
      fineWeightUnit: row.fineWeightUnit,
      images: images.map((image) => ({
        id: image.id,
        url: `${publicApiPrefix}${image.path}`,
        alt: { de: image.altDe, en: image.altEn },
      })),
      prices: visibleStores(request).map((store) => ({
        store,
        own: own[store] ?? null,
        effective: effectiveOf(inputs, inputs.data.rules, store),
        ...currentPrices(store, sku),
      })),
      pricesAt: fastify.prices.lastRecalculatedAt().toISOString(),
      audit: audit.filter(
        (entry) => entry.store === null || visibleStores(request).includes(entry.store),
      ),
    };
  }

  /** Every store of a proposal must be one the member holds `catalogue` for. */
  const assertProposalStores = (request: FastifyRequest, proposal: StorePriceInputs) => {
    for (const store of storeKeys)
      if (store in proposal) assertStaffStore(request, 'catalogue', store);
  };

  endpointRoute(fastify, declared.list, async ({ query }) =>
    repositoryCall(() => listStaffProducts(db, query, publicApiPrefix)),
  );

  endpointRoute(fastify, declared.get, async ({ params }, request) =>
    productView(params.sku, request),
  );

  endpointRoute(fastify, declared.update, async ({ params, body }, request) => {
    const { prices, ...everyStore } = body;
    if (Object.keys(everyStore).length > 0) assertEveryStore(request);
    if (prices) assertProposalStores(request, prices);
    const staffId = staffOf(request).id;
    const now = new Date();
    const found = await repositoryCall(() =>
      db.transaction(async (tx) => {
        const current = await staffProductRow(tx, params.sku, true);
        if (!current) return false;
        const applied = await applyProductUpdate(tx, current, body, now);
        const entityId = current.row.id;
        if (applied.product)
          await appendAudit(tx, {
            staffId,
            action: 'product.updated',
            entityType: 'product',
            entityId,
            store: null,
            before: { sku: current.row.sku, ...applied.product.before },
            after: {
              sku: current.row.sku,
              ...applied.product.after,
              ...(applied.stoppedLimitOrders.length > 0
                ? { inactiveLimitOrders: applied.stoppedLimitOrders }
                : {}),
            },
          });
        for (const change of applied.prices)
          await appendAudit(tx, {
            staffId,
            action: 'product.pricesChanged',
            entityType: 'product',
            entityId,
            store: change.store,
            before: { sku: current.row.sku, own: change.before },
            after: { sku: current.row.sku, own: change.after },
          });
        return true;
      }),
    );
    if (!found) throw productNotFound();
    // Texts, stock and publishing: the catalogue's triggers tell every instance's search index,
    // which serves listings, search and the product page. Prices follow at the next recalculation.
    return productView(params.sku, request);
  });

  /**
   * A change to the product's pictures, which hold in every store: in one transaction with the
   * product's row locked, then the product as it is after it.
   */
  const changeImages = async (
    request: FastifyRequest,
    sku: string,
    apply: (tx: typeof db, change: ImageChange) => Promise<void>,
  ) => {
    assertEveryStore(request);
    const staffId = staffOf(request).id;
    const found = await repositoryCall(() =>
      db.transaction(async (tx) => {
        const current = await staffProductRow(tx, sku, true);
        if (!current) return false;
        await apply(tx, { staffId, productId: current.row.id, sku, images: current.images });
        return true;
      }),
    );
    if (!found) throw productNotFound();
    return productView(sku, request);
  };

  endpointRoute(fastify, declared.addImage, async ({ params, body }, request) => {
    assertEveryStore(request);
    const original = Buffer.from(body.data, 'base64');
    // Read and resized before the transaction: the product's row stays locked only for the writes.
    const prepared = await preparePicture(original);
    return changeImages(request, params.sku, (tx, change) =>
      addImage(tx, change, prepared, original, body.alt),
    );
  });

  endpointRoute(fastify, declared.orderImages, async ({ params, body }, request) =>
    changeImages(request, params.sku, (tx, change) => orderImages(tx, change, body.imageIds)),
  );

  endpointRoute(fastify, declared.updateImage, async ({ params, body }, request) =>
    changeImages(request, params.sku, (tx, change) =>
      updateImageAlt(tx, change, params.imageId, body),
    ),
  );

  endpointRoute(fastify, declared.deleteImage, async ({ params }, request) =>
    changeImages(request, params.sku, (tx, change) => deleteImage(tx, change, params.imageId)),
  );

  endpointRoute(fastify, declared.pricePreview, async ({ params, body }, request) => {
    assertProposalStores(request, body.prices);
    const inputs = await repositoryCall(() => engineInputs(params.sku));
    const rules = withProposal(inputs.data.rules, params.sku, body.prices);
    // The real engine on the proposal, at the spot of the last recalculation.
    const sheet = priceProduct(
      inputs.product,
      preparePricing({ ...inputs.data, rules }, inputs.quotes),
    );
    return {
      prices: visibleStores(request).map((store) => ({
        store,
        effective: effectiveOf(inputs, rules, store),
        buy: money(sheet[store].buy.find(([minQuantity]) => minQuantity === 1)?.[1], store),
        sell: money(sheet[store].sell, store),
        current: currentPrices(store, params.sku),
      })),
      pricesAt: fastify.prices.lastRecalculatedAt().toISOString(),
    };
  });
};

export default staffCatalogueRoutes;
