import { AccountArea } from '../features/account-area/components/AccountArea';
import { AccountOverview } from '../widgets/AccountOverview';
import '../account.css';

export default function AccountOverviewPage() {
  return (
    <AccountArea current="account">
      {(customer) => <AccountOverview customer={customer} />}
    </AccountArea>
  );
}
