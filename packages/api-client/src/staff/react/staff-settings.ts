import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSettingsPatch } from '../schemas/staff-settings';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

/** GET /staff/settings. */
export function useStaffSettings() {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.settings(),
    queryFn: ({ signal }) => api.staffSettings.read({ signal }),
  });
}

/** PUT /staff/settings: the answer is the settings as stored, with the new audit entries. */
export function useUpdateStaffSettings() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSettingsPatch) => api.staffSettings.update(body),
    onSuccess: (settings) => queryClient.setQueryData(staffKeys.settings(), settings),
  });
}

/** GET /staff/outbox?q&page: the list stays while the next search loads. */
export function useStaffOutbox(query: { q: string; page: number }) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.outbox(query),
    queryFn: ({ signal }) => api.staffSettings.outbox(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /staff/outbox/{id}; none while `id` is null. */
export function useStaffOutboxMessage(id: string | null) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.outboxMessage(id ?? ''),
    queryFn: ({ signal }) => api.staffSettings.outboxMessage(id!, { signal }),
    enabled: id !== null,
  });
}

/** GET /staff/deliveries?page: mail and SMS not delivered yet or dead. */
export function useStaffDeliveries(query: { page: number }) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.deliveries(query),
    queryFn: ({ signal }) => api.staffSettings.deliveries(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /staff/deliveries/{id}/retry; the lists are read again after it. */
export function useRetryStaffDelivery() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.staffSettings.retryDelivery(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.allDeliveries() }),
  });
}
