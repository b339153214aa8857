import { and, desc, eq, sql } from 'drizzle-orm';
import {
  errorCodes,
  type AvailabilityAlert,
  type AvailabilityAlertToggle,
  type PriceAlert,
  type PriceAlertDraft,
} from '@shop/api-client/contract';
import { stores } from '@shop/i18n';
import type { Database } from '../db/client';
import { availabilityAlerts, priceAlerts } from './tables';
import { productsBySku, type ProductRef } from '../catalogue/product-refs';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import type { LimitOrderScope } from '../limit-orders/repository';
import { unitPriceFor, type CartPriceView } from '../prices';

type PriceAlertRow = typeof priceAlerts.$inferSelect;
type AvailabilityAlertRow = typeof availabilityAlerts.$inferSelect;

const notFound = () =>
  businessError(errorCodes.alertNotFound, 404, { name: 'ResourceNotFoundError' });

const productOf = (sku: string, product: ProductRef | undefined) => ({
  sku,
  productId: product?.id ?? null,
  name: { de: product?.nameDe ?? sku, en: product?.nameEn ?? sku },
  slug: { de: product?.slugDe ?? '', en: product?.slugEn ?? '' },
  published: product !== undefined,
});

/** The unit price of one piece on the alert's side now. */
export function alertUnitPrice(
  priceView: CartPriceView,
  row: Pick<PriceAlertRow, 'storeKey' | 'productSku' | 'type'>,
): number | null {
  const pricing = priceView.pricing(row.storeKey, row.productSku);
  return pricing ? (unitPriceFor(pricing, row.type, 1)?.centAmount ?? null) : null;
}

export function createAlertsRepository(db: Database, priceView: CartPriceView) {
  const bySkus = (skus: readonly string[]) => productsBySku(db, skus);

  const priceAnswer = async (rows: readonly PriceAlertRow[]): Promise<PriceAlert[]> => {
    const bySku = await bySkus(rows.map((row) => row.productSku));
    return rows.map((row) => {
      const currency = row.currency;
      const current = alertUnitPrice(priceView, row);
      return {
        id: row.id,
        product: productOf(row.productSku, bySku.get(row.productSku)),
        type: row.type,
        targetUnitPrice: { centAmount: row.targetCentAmount, currency },
        currentUnitPrice: current === null ? null : { centAmount: current, currency },
        triggeredAt: row.triggeredAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  };

  const availabilityAnswer = async (
    rows: readonly AvailabilityAlertRow[],
  ): Promise<AvailabilityAlert[]> => {
    const bySku = await bySkus(rows.map((row) => row.productSku));
    return rows.map((row) => ({
      id: row.id,
      product: productOf(row.productSku, bySku.get(row.productSku)),
      enabled: row.enabled,
      notifiedAt: row.notifiedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  };

  const ownPrice = (scope: LimitOrderScope) =>
    and(eq(priceAlerts.customerId, scope.customerId), eq(priceAlerts.storeKey, scope.store));
  const ownAvailability = (scope: LimitOrderScope) =>
    and(
      eq(availabilityAlerts.customerId, scope.customerId),
      eq(availabilityAlerts.storeKey, scope.store),
    );

  return {
    /** POST /price-alerts: any product of the store with a price on the side, any target. */
    createPriceAlert: (
      scope: LimitOrderScope,
      draft: PriceAlertDraft,
      locale: string,
    ): Promise<PriceAlert> =>
      repositoryCall(async () => {
        if (draft.targetUnitPrice.currency !== stores[scope.store].currency)
          throw businessError(errorCodes.limitOrderCurrencyMismatch, 400);
        const product = (await bySkus([draft.sku])).get(draft.sku);
        const pricing = product ? priceView.pricing(scope.store, draft.sku) : undefined;
        if (!pricing || !unitPriceFor(pricing, draft.type, 1))
          throw businessError(errorCodes.alertProductNotFound, 400);
        const [row] = await db
          .insert(priceAlerts)
          .values({
            customerId: scope.customerId,
            storeKey: scope.store,
            locale,
            productSku: draft.sku,
            type: draft.type,
            targetCentAmount: draft.targetUnitPrice.centAmount,
            currency: draft.targetUnitPrice.currency,
          })
          .returning();
        return (await priceAnswer([row!]))[0]!;
      }),

    /** GET /price-alerts: newest first. */
    listPriceAlerts: (scope: LimitOrderScope): Promise<PriceAlert[]> =>
      repositoryCall(async () =>
        priceAnswer(
          await db
            .select()
            .from(priceAlerts)
            .where(ownPrice(scope))
            .orderBy(desc(priceAlerts.createdAt)),
        ),
      ),

    /** DELETE /price-alerts/{id}: gone (an alert keeps no history worth keeping). */
    deletePriceAlert: (scope: LimitOrderScope, id: string): Promise<void> =>
      repositoryCall(async () => {
        const deleted = await db
          .delete(priceAlerts)
          .where(and(eq(priceAlerts.id, id), ownPrice(scope)))
          .returning({ id: priceAlerts.id });
        if (deleted.length === 0) throw notFound();
      }),

    /** GET /availability-alerts: newest first. */
    listAvailabilityAlerts: (scope: LimitOrderScope): Promise<AvailabilityAlert[]> =>
      repositoryCall(async () =>
        availabilityAnswer(
          await db
            .select()
            .from(availabilityAlerts)
            .where(ownAvailability(scope))
            .orderBy(desc(availabilityAlerts.createdAt)),
        ),
      ),

    /**
     * PUT /availability-alerts: on for a product that cannot be bought now (a new alert, or one
     * that mailed before waits again), off for any.
     */
    toggleAvailabilityAlert: (
      scope: LimitOrderScope,
      { sku, enabled }: AvailabilityAlertToggle,
      locale: string,
    ): Promise<AvailabilityAlert> =>
      repositoryCall(async () => {
        const product = (await bySkus([sku])).get(sku);
        if (!product) throw businessError(errorCodes.alertProductNotFound, 400);
        // An alert waits for a sold-out product to come back into stock.
        if (enabled && product.stock > 0)
          throw businessError(errorCodes.alertProductAvailable, 409);
        const now = new Date();
        const [row] = await db
          .insert(availabilityAlerts)
          .values({
            customerId: scope.customerId,
            storeKey: scope.store,
            locale,
            productSku: sku,
            enabled,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [
              availabilityAlerts.customerId,
              availabilityAlerts.storeKey,
              availabilityAlerts.productSku,
            ],
            set: {
              enabled,
              locale,
              updatedAt: now,
              ...(enabled ? { notifiedAt: sql`null` } : {}),
            },
          })
          .returning();
        return (await availabilityAnswer([row!]))[0]!;
      }),
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
