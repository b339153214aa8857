import { configureTestKit } from '@shop/test-kit';
import messages from '../messages';

// The account's pages run with its own texts and the browser's session rules, as in the shell.
configureTestKit({ messages, sessionRules: true });
