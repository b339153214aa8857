export {
  contractResolver,
  type BodyIssue,
  type ContractResolverOptions,
} from './contract-resolver';
export { applyApiError, failureOf, type ApiErrorMapping, type FormFailure } from './api-errors';
export { errorCodeText, errorText, validationText } from './texts';
export { FormAlert } from './FormAlert';
export { TextField, useFieldError, type TextFieldProps } from './fields';
export { NewPasswordFields } from './NewPasswordFields';
export {
  PayoutBankDetailsFields,
  payoutBankDetailsOf,
  type PayoutFieldValues,
  type PayoutKind,
} from './PayoutBankDetailsFields';
export { AddressFields, emptyAddress, type AddressFieldValues } from './AddressFields';
export { addressCountries, countryOptions, stateOptions, usStates } from './address-options';
export { SecondFactorCodeField } from './SecondFactorCodeField';
export { asksForCode, codeFieldOf, proofOfCode } from './second-factor-code';
