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
