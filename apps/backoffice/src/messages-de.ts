import {
  backofficeCatalogueDe,
  backofficeContentDe,
  backofficeCustomersDe,
  backofficeDe,
  backofficeJobsDe,
  backofficeOrdersDe,
  backofficeSettingsDe,
  backofficeStaffDe,
  formsDe,
  germanMessages,
  ordersDe,
  staffErrorsDe,
} from '@shop/i18n/messages/de';

/** The German texts this remote's pages use, bundled with the remote so it ships them itself. */
export default germanMessages(
  staffErrorsDe,
  backofficeDe,
  backofficeOrdersDe,
  backofficeStaffDe,
  backofficeContentDe,
  backofficeCatalogueDe,
  backofficeCustomersDe,
  ordersDe,
  backofficeSettingsDe,
  backofficeJobsDe,
  formsDe,
);
