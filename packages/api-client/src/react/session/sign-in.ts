import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SecondFactorProof } from '../../schemas/customer';
import { useApiClient } from '../provider';
import { cartKeys, customerKeys, sessionScopedKeys, wishlistKeys } from '../query-keys';
import { useSessionChanged } from './session-state';

export function useLogin() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const sessionChanged = useSessionChanged();
  return useMutation({
    // The API moves the guest session's carts and wishlist to the customer as it signs in.
    // With the second factor on, the first try answers second_factor_required; the form then
    // asks for the app's code (or a recovery code) and signs in again with it.
    mutationFn: async ({
      email,
      password,
      ...secondFactor
    }: { email: string; password: string } & SecondFactorProof) =>
      (await api.auth.login(email, password, {}, secondFactor)).customer,
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.me(), customer);
      sessionChanged();
      // Carts and wishlist now belong to the customer.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
      ]);
    },
  });
}

/**
 * Signs out (spec 4): the edge clears the cookies, then the user, carts and wishlist leave the
 * caches. The router lives in the shell: the caller goes to the home page, before calling this,
 * so that an account page's guard does not send the leaving customer to the login page.
 * Local state is cleared even when the call fails: the customer asked to leave.
 */
export function useLogout(): () => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const sessionChanged = useSessionChanged();
  return useCallback(async () => {
    try {
      await api.auth.logout();
    } catch (error) {
      console.error('Sign-out call failed', error);
    }
    for (const queryKey of sessionScopedKeys) queryClient.removeQueries({ queryKey });
    sessionChanged();
  }, [api, queryClient, sessionChanged]);
}
