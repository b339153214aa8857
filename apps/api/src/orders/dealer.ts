import type { DealerAccounts } from './dealer-accounts';
import type { ReceivingAddresses } from './receiving-addresses';

/** The dealer's configuration per store that orders name: where to pay, where to send goods. */
export interface Dealer {
  accounts: DealerAccounts;
  receivingAddresses: ReceivingAddresses;
}
