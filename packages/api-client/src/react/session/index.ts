export {
  registeredEmailAtom,
  sessionAtom,
  sessionCookiesReadyAtom,
  sessionVersionAtom,
  useSession,
  useSessionChanged,
  useSessionLevel,
  useSignedIn,
} from './session-state';
export { customerQueryOptions, useCustomer, useSetCustomer } from './get-customer';
export { useLogin, useLogout } from './sign-in';
export { useAuthFailedLogout, type AuthFailedOutcome } from './auth-failed';
export {
  useChangeEmail,
  useConfirmEmailChange,
  useCustomerSessions,
  useDisableSecondFactor,
  useEnableSecondFactor,
  useEndAllSessions,
  useExportData,
  useSecondFactorStatus,
  useStartSecondFactor,
} from './security';
export {
  useAddAddress,
  useChangePassword,
  useConfirmPhoneCode,
  useDeleteAccount,
  useRegister,
  useRemoveAddress,
  useRequestActivation,
  useRequestPasswordReset,
  useResetPassword,
  useSendPhoneCode,
  useUpdateAddress,
  useUpdateCustomer,
  useVerifyEmail,
} from './account-calls';
