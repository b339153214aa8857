import type { MessageBundle } from '../message-ids';
import { commonDe } from './common.de';
import { errorsDe } from './errors.de';
import type { Messages } from './table-types';

/*
 * The German tables alone, for a bundle that ships one language per file (a remote's
 * `messages-de` module): nothing here reaches the other language's tables, so a page loads
 * only its own.
 */
export { accountDe } from './account.de';
export { backofficeDe } from './backoffice.de';
export { backofficeCatalogueDe } from './backoffice-catalogue.de';
export { backofficeContentDe } from './backoffice-content.de';
export { backofficeCustomersDe } from './backoffice-customers.de';
export { backofficeJobsDe } from './backoffice-jobs.de';
export { backofficeOrdersDe } from './backoffice-orders.de';
export { backofficeSettingsDe } from './backoffice-settings.de';
export { backofficeStaffDe } from './backoffice-staff.de';
export { catalogDe } from './catalog.de';
export { checkoutDe } from './checkout.de';
export { contentDe } from './content.de';
export { contentBlocksDe } from './content-blocks.de';
export { addressFormsDe, formsDe } from './forms.de';
export { ordersDe } from './orders.de';
export { pricesDe } from './prices.de';
export { staffErrorsDe } from './staff-errors.de';

/** A bundle's German texts: what every page says and the error texts, then `tables`. */
export const germanMessages = (...tables: Messages[]): MessageBundle =>
  Object.assign({}, commonDe, errorsDe, ...tables);
