import { addressFormsEn, checkoutEn, englishMessages, formsEn } from '@shop/i18n/messages/en';

/** The English texts this remote's pages use, bundled with the remote so it ships them itself. */
export default englishMessages(checkoutEn, formsEn, addressFormsEn);
