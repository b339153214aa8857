import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderLookupAnswer } from '@shop/api-client';
import { Button } from '@shop/ui';
import { AuthCard } from '../features/auth/components/AuthCard';
import { OrderLookupForm } from '../features/order-lookup/components/OrderLookupForm';
import { OrderView } from '../features/orders/components/OrderDetail';
import '../account.css';

/** A guest's way to an order: number and e-mail, the mailed code, then the order itself. */
export default function OrderLookupPage() {
  const intl = useIntl();
  const [found, setFound] = useState<OrderLookupAnswer | null>(null);
  if (!found)
    return (
      <AuthCard title={intl.formatMessage({ id: 'route.orderLookup' })}>
        <OrderLookupForm onFound={setFound} />
      </AuthCard>
    );
  return (
    <div className="ui-stack ui-stack--lg">
      <OrderView order={found.order} readOnly lookupToken={found.lookupToken} />
      <div>
        <Button variant="outline" onClick={() => setFound(null)}>
          {intl.formatMessage({ id: 'account.lookup.another' })}
        </Button>
      </div>
    </div>
  );
}
