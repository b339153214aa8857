import { catalogMessages, formMessages, pickMessages, pricesMessages } from '@shop/i18n/messages';

/** The texts this remote's pages use, bundled with the remote so it ships them itself. */
export default pickMessages(catalogMessages, pricesMessages, formMessages);
