import { configureTestKit } from '@shop/test-kit';
import messages from '../messages';

// The catalog's pages run with the catalog remote's texts, as the shell gives them.
configureTestKit({ messages });
