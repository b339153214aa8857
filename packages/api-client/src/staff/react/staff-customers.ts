import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

/** GET /staff/customers?q: the newest customers while `q` is empty. */
export function useStaffCustomerSearch(q: string) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.customers(q.trim()),
    queryFn: ({ signal }) => api.staffCustomers.search(q.trim(), { signal }),
  });
}

/** GET /staff/customers/{id}. */
export function useStaffCustomer(id: string) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.customer(id),
    queryFn: ({ signal }) => api.staffCustomers.get(id, { signal }),
  });
}

export type StaffCustomerActionName = 'resendActivation' | 'unlock' | 'endSessions' | 'erase';

/**
 * One action on the account (resend activation, unlock, end sessions, erase); the customer's
 * page and the search are read again afterwards (the audit names the action).
 */
export function useStaffCustomerAction(id: string) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StaffCustomerActionName) => api.staffCustomers[action](id),
    onSuccess: (_answer, action) =>
      action === 'erase'
        ? queryClient.removeQueries({ queryKey: staffKeys.customer(id) })
        : queryClient.invalidateQueries({ queryKey: staffKeys.customer(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.allCustomers() }),
  });
}

/** GET /staff/customers/{id}/export, for a download made in the page. */
export function useStaffCustomerExport(id: string) {
  const api = useStaffApi();
  return useMutation({ mutationFn: () => api.staffCustomers.export(id) });
}
