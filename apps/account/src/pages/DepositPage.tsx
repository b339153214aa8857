import type { PageProps } from '@shop/i18n';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { DepositOverview } from '../features/deposit/components/DepositOverview';
import '../account.css';

export default function DepositPage({ match }: PageProps) {
  return <AccountArea current={match.route.id}>{() => <DepositOverview />}</AccountArea>;
}
