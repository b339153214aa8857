import { contentBlocksDe, contentDe, germanMessages } from '@shop/i18n/messages/de';

/** The German texts this remote's pages use, bundled with the remote so it ships them itself. */
export default germanMessages(contentDe, contentBlocksDe);
