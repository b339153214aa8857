import {
  MetalPricesResponseSchema,
  MetalSnapshotsQuerySchema,
  MetalSnapshotsResponseSchema,
  ProductPricesQuerySchema,
  ProductPricesResponseSchema,
} from '../../schemas/prices';
import { NoQuerySchema } from '../../schemas/no-query';
import { endpoint } from '../endpoint';

const tag = 'Prices';

/**
 * Live prices (spec 3 "Price", spec 7 GET /prices/*). The price socket (GET /prices/socket) is a
 * websocket and not part of the map. Recalculating is an admin call.
 */
export const priceEndpoints = {
  metals: endpoint({
    method: 'GET',
    path: '/prices/metals',
    summary: 'Read buy and sell prices per troy ounce of every metal in every currency',
    description:
      'Gold, silver, platinum, palladium, each with the time of the last recalculation, the ' +
      "server's clock and when the next recalculation is due.",
    tag,
    access: 'public',
    query: NoQuerySchema,
    answer: { status: 200, schema: MetalPricesResponseSchema },
  }),
  snapshots: endpoint({
    method: 'GET',
    path: '/prices/metals/snapshots',
    summary: "Read a metal's price history for a chart, oldest point first",
    description:
      'One week has intraday points, six months and one year daily points. `type` is `buy` and ' +
      '`timespan` `1w` when absent.',
    tag,
    access: 'public',
    query: MetalSnapshotsQuerySchema,
    answer: { status: 200, schema: MetalSnapshotsResponseSchema },
  }),
  products: endpoint({
    method: 'GET',
    path: '/prices/products',
    summary: 'Read the current prices of up to 100 products in one store',
    description:
      '`skus` is a comma-separated list; a repeated SKU is answered once. `country` names the ' +
      'store (case-insensitive) and `currency` must be its currency (AT/DE EUR, CH/LI CHF, US USD).',
    tag,
    access: 'public',
    query: ProductPricesQuerySchema,
    answer: { status: 200, schema: ProductPricesResponseSchema },
  }),
};
