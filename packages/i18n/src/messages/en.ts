import type { MessageBundle } from '../message-ids';
import { commonEn } from './common';
import { errorsEn } from './errors';
import type { Messages } from './table-types';

/*
 * The English tables alone, for a bundle that ships one language per file (a remote's
 * `messages-en` module): nothing here reaches the other language's tables, so a page loads
 * only its own.
 */
export { accountEn } from './account';
export { backofficeEn } from './backoffice';
export { backofficeCatalogueEn } from './backoffice-catalogue';
export { backofficeContentEn } from './backoffice-content';
export { backofficeCustomersEn } from './backoffice-customers';
export { backofficeJobsEn } from './backoffice-jobs';
export { backofficeOrdersEn } from './backoffice-orders';
export { backofficeSettingsEn } from './backoffice-settings';
export { backofficeStaffEn } from './backoffice-staff';
export { catalogEn } from './catalog';
export { checkoutEn } from './checkout';
export { contentEn } from './content';
export { contentBlocksEn } from './content-blocks';
export { addressFormsEn, formsEn } from './forms';
export { ordersEn } from './orders';
export { pricesEn } from './prices';
export { staffErrorsEn } from './staff-errors';

/** A bundle's English texts: what every page says and the error texts, then `tables`. */
export const englishMessages = (...tables: Messages[]): MessageBundle =>
  Object.assign({}, commonEn, errorsEn, ...tables);
