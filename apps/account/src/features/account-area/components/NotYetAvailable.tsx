import { useIntl } from 'react-intl';
import { EmptyState } from '@shop/ui';

/** Account pages whose capability comes with a later release (orders, limit orders, deposit). */
export function NotYetAvailable() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'account.notYet' })}
      text={intl.formatMessage({ id: 'account.notYetText' })}
      headingLevel={2}
    />
  );
}
