import { configureTestKit } from '@shop/test-kit';
import messages from '../messages';

// The content pages run with the content remote's texts, as the shell gives them.
configureTestKit({ messages });
