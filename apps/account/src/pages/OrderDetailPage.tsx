import type { PageProps } from '@shop/i18n';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { OrderDetail } from '../features/orders/components/OrderDetail';
import '../account.css';

export default function OrderDetailPage({ match }: PageProps) {
  const orderId = match.params.slug ?? '';
  return <AccountArea current="orders">{() => <OrderDetail orderId={orderId} />}</AccountArea>;
}
