import { AccountArea } from '../features/account-area/components/AccountArea';
import { AddressBook } from '../features/addresses/components/AddressBook';
import '../account.css';

export default function AddressesPage() {
  return (
    <AccountArea current="addresses">
      {(customer) => <AddressBook customer={customer} />}
    </AccountArea>
  );
}
