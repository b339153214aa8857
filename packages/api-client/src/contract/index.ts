// The contract between the API and its clients: schemas, error reasons, the endpoint map and the
// pure rules both sides apply. It imports nothing browser-side, so the API (and any server or
// script) depends on it alone; the browser client is the package's main entry.
export * from '../schemas';
export * from '../staff/schemas/staff';
export * from '../staff/schemas/staff-orders';
export * from '../staff/schemas/staff-outbox';
export * from '../staff/schemas/staff-jobs';
export * from '../staff/schemas/staff-settings';
export * from '../staff/schemas/staff-coupons';
export * from '../staff/schemas/staff-customers';
export * from '../staff/schemas/staff-content';
export * from '../staff/schemas/staff-catalogue';
export * from './endpoint';
export { allEndpoints, endpoints } from './endpoints';
export { addressDraftOf, addressLines } from '../address-lines';
export { buyBackUnitPrice, percentOf, valueDeposit } from '../deposit-valuation';
export { EDGE_SECRET_HEADER } from '../edge-trust';
export { MAIL_VIEW_POLICY, isMailViewPath } from '../mail-view';
export {
  OUTBOX_PATH,
  isLocalHostname,
  isLoopbackAddress,
  servesOnlyThisMachine,
} from '../local-machine';
export { isPriorityCall } from '../priority-calls';
export { PREVIEW_IMAGE_SIZE, previewImageUrl } from '../product-images';
export { REQUEST_BODY_LIMIT_BYTES } from '../request-limits';
