import type { PageProps } from '@shop/i18n';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { LimitOrderList } from '../features/limit-orders/components/LimitOrderList';
import '../account.css';

export default function LimitOrdersPage({ match }: PageProps) {
  return <AccountArea current={match.route.id}>{() => <LimitOrderList />}</AccountArea>;
}
