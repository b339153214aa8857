import * as v from 'valibot';
import {
  AlertIdParamsSchema,
  AvailabilityAlertSchema,
  AvailabilityAlertListSchema,
  AvailabilityAlertToggleSchema,
  PriceAlertDraftSchema,
  PriceAlertListSchema,
  PriceAlertSchema,
} from '../../schemas/alerts';
import { errorCodes } from '../../schemas/error';
import { TextSchema } from '../../schemas/text';
import { endpoint } from '../endpoint';

const tag = 'Alerts';
const access = 'customer';

/** The page language the alert's mail speaks (else the Accept-Language of the request). */
const languageQuery = v.object({ languageTag: v.optional(TextSchema) });

/** Price and availability alerts (issue 12): the signed-in customer's, in the store of the request. */
export const alertEndpoints = {
  listPriceAlerts: endpoint({
    method: 'GET',
    path: '/price-alerts',
    summary: "List the customer's price alerts, newest first",
    tag,
    access,
    answer: { status: 200, schema: PriceAlertListSchema },
  }),
  createPriceAlert: endpoint({
    method: 'POST',
    path: '/price-alerts',
    summary: 'Set a price alert: one mail when the price of the side reaches the target',
    description:
      'Any product of the store with a price on the side, any target. Its mail speaks ' +
      '`languageTag` (else the Accept-Language of the request).',
    tag,
    access,
    query: languageQuery,
    body: PriceAlertDraftSchema,
    answer: { status: 201, schema: PriceAlertSchema },
    errors: { 400: [errorCodes.limitOrderCurrencyMismatch, errorCodes.alertProductNotFound] },
  }),
  deletePriceAlert: endpoint({
    method: 'DELETE',
    path: '/price-alerts/{id}',
    summary: 'Delete a price alert',
    description: "Another customer's alert, or one of another store, is not found either.",
    tag,
    access,
    params: AlertIdParamsSchema,
    answer: { status: 204, schema: null },
    errors: { 404: [errorCodes.alertNotFound] },
  }),
  listAvailabilityAlerts: endpoint({
    method: 'GET',
    path: '/availability-alerts',
    summary: "List the customer's availability alerts, newest first",
    tag,
    access,
    answer: { status: 200, schema: AvailabilityAlertListSchema },
  }),
  toggleAvailabilityAlert: endpoint({
    method: 'PUT',
    path: '/availability-alerts',
    summary: 'Turn the mail for a sold-out product coming back on or off',
    description:
      'On only for a product that cannot be bought now (an alert that mailed before waits ' +
      'again); off for any. Its mail speaks `languageTag` (else the Accept-Language of the request).',
    tag,
    access,
    query: languageQuery,
    body: AvailabilityAlertToggleSchema,
    answer: { status: 200, schema: AvailabilityAlertSchema },
    errors: { 400: [errorCodes.alertProductNotFound], 409: [errorCodes.alertProductAvailable] },
  }),
};
