import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type {
  AddressDraft,
  CustomerDraft,
  CustomerUpdate,
  SecondFactorProof,
} from '../../schemas/customer';
import { useApiClient } from '../provider';
import { useSetCustomer } from './get-customer';
import { registeredEmailAtom } from './session-state';

/*
 * The account's calls as mutations. Calls that answer with the customer put it into the cache,
 * so the header, the profile and the addresses show the change without another request.
 */

export function useRegister() {
  const api = useApiClient();
  const setRegisteredEmail = useSetAtom(registeredEmailAtom);
  return useMutation({
    mutationFn: (draft: CustomerDraft) => api.customers.register(draft),
    onSuccess: (_customer, draft) => setRegisteredEmail(draft.email),
  });
}

export function useRequestActivation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ email, languageTag }: { email: string; languageTag?: string }) =>
      api.customers.requestActivation(email, languageTag),
  });
}

export function useVerifyEmail() {
  const api = useApiClient();
  return useMutation({ mutationFn: (emailToken: string) => api.customers.verifyEmail(emailToken) });
}

export function useRequestPasswordReset() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ email, languageTag }: { email: string; languageTag?: string }) =>
      api.customers.requestPasswordReset(email, languageTag),
  });
}

export function useResetPassword() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      api.customers.resetPassword(token, newPassword),
  });
}

export function useChangePassword() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({
      currentPassword,
      newPassword,
      ...secondFactor
    }: {
      currentPassword: string;
      newPassword: string;
    } & SecondFactorProof) =>
      api.customers.changePassword(currentPassword, newPassword, {}, secondFactor),
  });
}

export function useUpdateCustomer() {
  const api = useApiClient();
  const setCustomer = useSetCustomer();
  return useMutation({
    mutationFn: ({ customerId, update }: { customerId: string; update: CustomerUpdate }) =>
      api.customers.update(customerId, update),
    onSuccess: setCustomer,
  });
}

export function useAddAddress() {
  const api = useApiClient();
  const setCustomer = useSetCustomer();
  return useMutation({
    mutationFn: ({ customerId, address }: { customerId: string; address: AddressDraft }) =>
      api.customers.addAddress(customerId, address),
    onSuccess: setCustomer,
  });
}

export function useUpdateAddress() {
  const api = useApiClient();
  const setCustomer = useSetCustomer();
  return useMutation({
    mutationFn: ({
      customerId,
      addressId,
      address,
    }: {
      customerId: string;
      addressId: string;
      address: AddressDraft;
    }) => api.customers.updateAddress(customerId, addressId, address),
    onSuccess: setCustomer,
  });
}

export function useRemoveAddress() {
  const api = useApiClient();
  const setCustomer = useSetCustomer();
  return useMutation({
    mutationFn: ({ customerId, addressId }: { customerId: string; addressId: string }) =>
      api.customers.removeAddress(customerId, addressId),
    onSuccess: setCustomer,
  });
}

export function useSendPhoneCode() {
  const api = useApiClient();
  return useMutation({ mutationFn: (phone: string) => api.customers.sendPhoneCode(phone) });
}

export function useConfirmPhoneCode() {
  const api = useApiClient();
  const setCustomer = useSetCustomer();
  return useMutation({
    mutationFn: (code: string) => api.customers.confirmPhoneCode(code),
    onSuccess: setCustomer,
  });
}

/**
 * Deletes the account (spec 5: with the password, no limit orders left). The caller then leaves
 * the account area and signs out (useLogout), which clears the cookies, user, carts and wishlist.
 */
export function useDeleteAccount() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({
      customerId,
      password,
      ...secondFactor
    }: { customerId: string; password: string } & SecondFactorProof) =>
      api.customers.remove(customerId, password, {}, secondFactor),
  });
}
