import type { PageProps } from '@shop/i18n';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { OrderList } from '../features/orders/components/OrderList';
import '../account.css';

export default function OrdersPage({ match }: PageProps) {
  return <AccountArea current={match.route.id}>{() => <OrderList />}</AccountArea>;
}
