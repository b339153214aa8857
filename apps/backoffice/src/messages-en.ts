import {
  backofficeCatalogueEn,
  backofficeContentEn,
  backofficeCustomersEn,
  backofficeEn,
  backofficeJobsEn,
  backofficeOrdersEn,
  backofficeSettingsEn,
  backofficeStaffEn,
  englishMessages,
  formsEn,
  ordersEn,
  staffErrorsEn,
} from '@shop/i18n/messages/en';

/** The English texts this remote's pages use, bundled with the remote so it ships them itself. */
export default englishMessages(
  staffErrorsEn,
  backofficeEn,
  backofficeOrdersEn,
  backofficeStaffEn,
  backofficeContentEn,
  backofficeCatalogueEn,
  backofficeCustomersEn,
  ordersEn,
  backofficeSettingsEn,
  backofficeJobsEn,
  formsEn,
);
