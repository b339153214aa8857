import type { FastifyPluginAsync } from 'fastify';
import {
  endpoints,
  errorCodes,
  type Branch,
  type PaymentMethodListSchema,
} from '@shop/api-client/contract';
import type * as v from 'valibot';
import type { Currency } from '@shop/i18n';
import {
  allBranches,
  allShippingMethodPrices,
  branchBySlug,
  storeBranches,
  type BranchRow,
} from '../checkout/reference-data';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import { endpointRoute } from '../lib/endpoint-route';

type PaymentMethodList = v.InferOutput<typeof PaymentMethodListSchema>;

/**
 * What a checkout chooses from, for the request's store: shipping and payment methods (under
 * /orders beside the order calls) and the branches. Public reference data: no session needed (the
 * catalog's shipping table and the store pages read it too).
 */
const checkoutRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.checkout;

  endpointRoute(fastify, declared.shippingMethods, async (_input, request) => {
    const rows = await repositoryCall(() => allShippingMethodPrices(fastify.db));
    const money = (centAmount: number, currency: Currency) => ({ centAmount, currency });
    const priceOf = (row: (typeof rows)[number]) => ({
      store: row.storeKey,
      price: money(row.centAmount, row.currency),
      freeFrom:
        row.freeFromCentAmount === null ? null : money(row.freeFromCentAmount, row.currency),
    });
    return rows
      .filter((row) => row.storeKey === request.storeKey)
      .map((row) => {
        const { price, freeFrom } = priceOf(row);
        return {
          id: row.id,
          key: row.key,
          price,
          freeFrom,
          transactionTypes: row.transactionTypes,
          prices: rows.filter((other) => other.id === row.id).map(priceOf),
        };
      });
  });

  /** Spec 9: bank transfer (wire or check in the US), cash in store; card and PayPal coming soon. */
  endpointRoute(
    fastify,
    declared.paymentMethods,
    async (_input, request): Promise<PaymentMethodList> => {
      const branches = await repositoryCall(() => storeBranches(fastify.db, request.storeKey));
      return [
        { key: 'bankTransfer', selectable: true, transactionTypes: ['buy', 'sell'] },
        // Cash changes hands in a branch: only where the store has one.
        { key: 'cashInStore', selectable: branches.length > 0, transactionTypes: ['buy', 'sell'] },
        { key: 'card', selectable: false, transactionTypes: ['buy'] },
        { key: 'paypal', selectable: false, transactionTypes: ['buy'] },
      ];
    },
  );

  /** Without `scope` the branches a cart of the store may pick up at; `all` for the stores page. */
  endpointRoute(fastify, declared.branches, async ({ query }, request) => {
    const rows = await repositoryCall(() =>
      query.scope === 'all' ? allBranches(fastify.db) : storeBranches(fastify.db, request.storeKey),
    );
    return rows.map(branchView);
  });

  endpointRoute(fastify, declared.branch, async ({ params }) => {
    const row = await repositoryCall(() => branchBySlug(fastify.db, params.slug));
    if (!row)
      throw businessError(errorCodes.branchNotFound, 404, { name: 'ResourceNotFoundError' });
    return branchView(row);
  });
};

function branchView(row: BranchRow): Branch {
  return {
    id: row.id,
    slug: row.slug,
    name: { de: row.nameDe, en: row.nameEn },
    store: row.storeKey,
    city: row.city,
    streetAddress: row.streetAddress,
    zipCode: row.zipCode,
    country: row.country,
    coordinates_lat: row.coordinatesLat,
    coordinates_long: row.coordinatesLong,
    timeZone: row.timeZone,
    phone: row.phone,
    openingHours: row.openingHours,
    about: { de: row.aboutDe, en: row.aboutEn },
    paymentMethods: row.paymentMethods,
    reviews: row.reviews,
  };
}

export default checkoutRoutes;
