import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorProof } from '../../schemas/customer';
import type { EmailChangeBody } from '../../schemas/customer-security';
import { useApiClient } from '../provider';
import { customerKeys } from '../query-keys';

/*
 * The customer's own data and security (issue 26, item 7): the second factor, the e-mail change,
 * the active sessions and the data download.
 */

export function useSecondFactorStatus() {
  const api = useApiClient();
  return useQuery({
    queryKey: customerKeys.secondFactor(),
    queryFn: ({ signal }) => api.customers.secondFactor({ signal }),
  });
}

/** Starts the set-up: the secret and its QR code for the authenticator app. */
export function useStartSecondFactor() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (password: string) => api.customers.startSecondFactor(password),
  });
}

/** The app's first code turns the factor on; answers the recovery codes (shown once). */
export function useEnableSecondFactor() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => api.customers.enableSecondFactor(otp),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.secondFactor() }),
  });
}

export function useDisableSecondFactor() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, ...secondFactor }: { password: string } & SecondFactorProof) =>
      api.customers.disableSecondFactor(password, secondFactor),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.secondFactor() }),
  });
}

/** Asks for the e-mail change: a link goes to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: EmailChangeBody) => api.customers.changeEmail(body) });
}

/** Opens the link of the e-mail change mail; the profile shows the new address afterwards. */
export function useConfirmEmailChange() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.customers.confirmEmailChange(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.me() }),
  });
}

export function useCustomerSessions() {
  const api = useApiClient();
  return useQuery({
    queryKey: customerKeys.sessions(),
    queryFn: ({ signal }) => api.customers.sessions({ signal }),
  });
}

/** Ends every session of the customer, this one too (the caller then signs out locally). */
export function useEndAllSessions() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => api.customers.endAllSessions() });
}

/** The customer's own data, as the JSON file they download. */
export function useExportData() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => api.customers.exportData() });
}
