import { configureTestKit } from '@shop/test-kit';
import messages from '../messages';

// The checkout's pages run with its own texts, as the shell gives them.
configureTestKit({ messages });
