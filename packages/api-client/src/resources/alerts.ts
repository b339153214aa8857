import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { alertEndpoints as endpoints } from '../contract/endpoints/alerts';
import type { AvailabilityAlertToggle, PriceAlertDraft } from '../schemas/alerts';

export interface AlertCallOptions extends EndpointCallOptions {
  /** The page language: the alert's mail speaks it. */
  languageTag?: string;
}

/** Price and availability alerts of the signed-in customer, in the client's store. */
export function createAlertsResource(call: CallEndpoint) {
  return {
    listPriceAlerts: (options: EndpointCallOptions = {}) =>
      call(endpoints.listPriceAlerts, {}, options),
    createPriceAlert: (
      draft: PriceAlertDraft,
      { languageTag, ...options }: AlertCallOptions = {},
    ) =>
      call(
        endpoints.createPriceAlert,
        { body: draft, query: languageTag ? { languageTag } : {} },
        options,
      ),
    deletePriceAlert: (alertId: string, options: EndpointCallOptions = {}) =>
      call(endpoints.deletePriceAlert, { params: { id: alertId } }, options),
    listAvailabilityAlerts: (options: EndpointCallOptions = {}) =>
      call(endpoints.listAvailabilityAlerts, {}, options),
    toggleAvailabilityAlert: (
      toggle: AvailabilityAlertToggle,
      { languageTag, ...options }: AlertCallOptions = {},
    ) =>
      call(
        endpoints.toggleAvailabilityAlert,
        { body: toggle, query: languageTag ? { languageTag } : {} },
        options,
      ),
  };
}
