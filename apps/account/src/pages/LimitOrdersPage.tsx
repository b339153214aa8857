import type { PageProps } from '@shop/i18n';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { AlertLists } from '../features/alerts/components/AlertLists';
import { LimitOrderList } from '../features/limit-orders/components/LimitOrderList';
import '../account.css';

export default function LimitOrdersPage({ match }: PageProps) {
  return (
    <AccountArea current={match.route.id}>
      {() => (
        <div className="ui-stack">
          <LimitOrderList />
          <AlertLists />
        </div>
      )}
    </AccountArea>
  );
}
