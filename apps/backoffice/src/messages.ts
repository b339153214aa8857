import {
  backofficeMessages,
  backofficeOrderMessages,
  backofficeStaffMessages,
  backofficeContentMessages,
  backofficeCatalogueMessages,
  backofficeCustomerMessages,
  formMessages,
  backofficeSettingMessages,
  backofficeJobMessages,
  orderMessages,
  pickMessages,
  staffErrorMessages,
} from '@shop/i18n/messages';

/** The texts this remote's pages use, bundled with the remote so it ships them itself. */
export default pickMessages(
  staffErrorMessages,
  backofficeMessages,
  backofficeOrderMessages,
  backofficeStaffMessages,
  backofficeContentMessages,
  backofficeCatalogueMessages,
  backofficeCustomerMessages,
  orderMessages,
  backofficeSettingMessages,
  backofficeJobMessages,
  formMessages,
);
