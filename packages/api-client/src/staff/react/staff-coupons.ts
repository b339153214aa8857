import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffCouponBodyInput } from '../schemas/staff-coupons';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

/** GET /staff/coupons. */
export function useStaffCoupons() {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.coupons(),
    queryFn: ({ signal }) => api.staffCoupons.list({ signal }),
  });
}

/** GET /staff/coupons/{id}; nothing while `id` is undefined (a new coupon). */
export function useStaffCoupon(id: string | undefined) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.coupon(id ?? ''),
    queryFn: ({ signal }) => api.staffCoupons.get(id!, { signal }),
    enabled: id !== undefined,
  });
}

/** GET /staff/coupons/{id}/redemptions. */
export function useStaffCouponRedemptions(id: string | undefined) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.couponRedemptions(id ?? ''),
    queryFn: ({ signal }) => api.staffCoupons.redemptions(id!, { signal }),
    enabled: id !== undefined,
  });
}

/** POST /staff/coupons, or PUT /staff/coupons/{id} with an id; the list is read again. */
export function useSaveStaffCoupon() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: StaffCouponBodyInput }) =>
      id ? api.staffCoupons.update(id, body) : api.staffCoupons.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.allCoupons() }),
  });
}

/** POST /staff/coupons/{id}/deactivate. */
export function useDeactivateStaffCoupon() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.staffCoupons.deactivate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.allCoupons() }),
  });
}
