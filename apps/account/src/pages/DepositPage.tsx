import type { PageProps } from '@shop/i18n';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { NotYetAvailable } from '../features/account-area/components/NotYetAvailable';
import '../account.css';

export default function DepositPage({ match }: PageProps) {
  return <AccountArea current={match.route.id}>{() => <NotYetAvailable />}</AccountArea>;
}
