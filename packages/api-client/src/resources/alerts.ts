import * as v from 'valibot';
import type { Request } from '../client';
import {
  AvailabilityAlertListSchema,
  AvailabilityAlertSchema,
  PriceAlertListSchema,
  PriceAlertSchema,
  type AvailabilityAlertToggle,
  type PriceAlertDraft,
} from '../schemas/alerts';
import type { CallOptions } from './products';

const NoContentSchema = v.undefined();

export interface AlertCallOptions extends CallOptions {
  /** The page language: the alert's mail speaks it. */
  languageTag?: string;
}

/** Price and availability alerts of the signed-in customer, in the client's store. */
export function createAlertsResource(request: Request) {
  return {
    /** GET /price-alerts. */
    listPriceAlerts: (options: CallOptions = {}) =>
      request('/price-alerts', { schema: PriceAlertListSchema, ...options }),
    /** POST /price-alerts. */
    createPriceAlert: (
      draft: PriceAlertDraft,
      { languageTag, ...options }: AlertCallOptions = {},
    ) =>
      request('/price-alerts', {
        method: 'POST',
        query: languageTag ? { languageTag } : {},
        body: draft,
        schema: PriceAlertSchema,
        ...options,
      }),
    /** DELETE /price-alerts/{id} (204). */
    deletePriceAlert: (alertId: string, options: CallOptions = {}) =>
      request(`/price-alerts/${encodeURIComponent(alertId)}`, {
        method: 'DELETE',
        schema: NoContentSchema,
        ...options,
      }),
    /** GET /availability-alerts. */
    listAvailabilityAlerts: (options: CallOptions = {}) =>
      request('/availability-alerts', { schema: AvailabilityAlertListSchema, ...options }),
    /** PUT /availability-alerts: the notification for a product on or off. */
    toggleAvailabilityAlert: (
      toggle: AvailabilityAlertToggle,
      { languageTag, ...options }: AlertCallOptions = {},
    ) =>
      request('/availability-alerts', {
        method: 'PUT',
        query: languageTag ? { languageTag } : {},
        body: toggle,
        schema: AvailabilityAlertSchema,
        ...options,
      }),
  };
}
