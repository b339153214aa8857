import type { PageProps } from '@shop/i18n';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { LimitOrderDetail } from '../features/limit-orders/components/LimitOrderDetail';
import '../account.css';

export default function LimitOrderDetailPage({ match }: PageProps) {
  const id = match.params.slug ?? '';
  return (
    <AccountArea current="limitOrders">{() => <LimitOrderDetail key={id} id={id} />}</AccountArea>
  );
}
