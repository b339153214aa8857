import { configureTestKit } from '@shop/test-kit';
import messages from '../messages';

// The back-office's pages run with its own texts; staff sessions are the edge's cookie, so
// the shop's session rules (anonymous session, refresh) stay off.
configureTestKit({ messages });
