import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { AlertCallOptions } from '../../resources/alerts';
import type {
  AvailabilityAlert,
  AvailabilityAlertToggle,
  PriceAlertDraft,
} from '../../schemas/alerts';
import { useApiClient } from '../provider';
import { alertKeys } from '../query-keys';
import { useSignedIn } from '../session/session-state';

export function priceAlertsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: alertKeys.price(api.storeKey),
    queryFn: ({ signal }) => api.alerts.listPriceAlerts({ signal }),
  });
}

/** The customer's price alerts in the client's store (asked only when signed in). */
export function usePriceAlerts() {
  const signedIn = useSignedIn();
  return useQuery({ ...priceAlertsQueryOptions(useApiClient()), enabled: signedIn });
}

export function useCreatePriceAlert() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, ...options }: { draft: PriceAlertDraft } & AlertCallOptions) =>
      api.alerts.createPriceAlert(draft, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.price(api.storeKey) }),
  });
}

export function useDeletePriceAlert() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => api.alerts.deletePriceAlert(alertId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.price(api.storeKey) }),
  });
}

export function availabilityAlertsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: alertKeys.availability(api.storeKey),
    queryFn: ({ signal }) => api.alerts.listAvailabilityAlerts({ signal }),
  });
}

/** The customer's availability alerts in the client's store (asked only when signed in). */
export function useAvailabilityAlerts() {
  const signedIn = useSignedIn();
  return useQuery({ ...availabilityAlertsQueryOptions(useApiClient()), enabled: signedIn });
}

/** Turns a product's availability alert on or off; the answer replaces it in the cached list. */
export function useToggleAvailabilityAlert() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = alertKeys.availability(api.storeKey);
  return useMutation({
    mutationFn: ({ toggle, ...options }: { toggle: AvailabilityAlertToggle } & AlertCallOptions) =>
      api.alerts.toggleAvailabilityAlert(toggle, options),
    onSuccess: (alert) =>
      queryClient.setQueryData<AvailabilityAlert[]>(key, (alerts = []) => [
        alert,
        ...alerts.filter((other) => other.id !== alert.id),
      ]),
  });
}
