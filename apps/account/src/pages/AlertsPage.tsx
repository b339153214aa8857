import { useIntl } from 'react-intl';
import type { PageProps } from '@shop/i18n';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { AlertLists } from '../features/alerts/components/AlertLists';
import '../account.css';

/** The customer's price and availability alerts (issue 12), each removable or switchable. */
export default function AlertsPage({ match }: PageProps) {
  const intl = useIntl();
  return (
    <AccountArea current={match.route.id}>
      {() => (
        <div className="ui-stack">
          <p className="ui-text-muted">{intl.formatMessage({ id: 'account.alerts.intro' })}</p>
          <AlertLists />
        </div>
      )}
    </AccountArea>
  );
}
