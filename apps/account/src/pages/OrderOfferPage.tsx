import type { PageProps } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { OrderOffer } from '../features/orders/components/OrderOffer';
import '../account.css';

/** The final offer mail's link: /angebot/{order id}?offerToken=… (/en/offer/…). */
export default function OrderOfferPage({ match }: PageProps) {
  const [search] = useSearchParams();
  return (
    <OrderOffer orderId={match.params.slug ?? ''} token={search.get('offerToken') ?? undefined} />
  );
}
