import { AccountArea } from '../features/account-area/components/AccountArea';
import { NotYetAvailable } from '../features/account-area/components/NotYetAvailable';
import '../account.css';

export default function OrderDetailPage() {
  return <AccountArea current="orders">{() => <NotYetAvailable />}</AccountArea>;
}
