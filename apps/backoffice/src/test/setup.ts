import { configureTestKit } from '@shop/test-kit';
import messages from '../messages';
import { StaffApiRoot } from './staff-api-root';

// The back-office's pages run with its own texts and, as BackofficeApp gives them, the staff
// client; staff sessions are the edge's cookie, so the shop's session rules (anonymous session,
// refresh) stay off.
configureTestKit({ messages, wrapper: StaffApiRoot });
