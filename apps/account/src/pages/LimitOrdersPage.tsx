import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { Link as UiLink } from '@shop/ui';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { LimitOrderList } from '../features/limit-orders/components/LimitOrderList';
import '../account.css';

export default function LimitOrdersPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
    <AccountArea current={match.route.id}>
      {() => (
        <div className="ui-stack">
          <LimitOrderList />
          {/* Alerts lead to limit orders (their mail links the form) but are managed on their own page. */}
          <p>
            <UiLink as={Link} href={pathTo('alerts')}>
              {intl.formatMessage({ id: 'account.limitOrders.alerts' })}
            </UiLink>
          </p>
        </div>
      )}
    </AccountArea>
  );
}
