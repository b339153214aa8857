import de from './messages-de';
import en from './messages-en';

/** Both languages' texts, as the tests render in either; a page loads only its own module. */
export default { de, en };
