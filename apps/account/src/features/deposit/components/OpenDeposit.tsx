import type { MessageId } from '@shop/i18n';
import { formatDate } from '@shop/i18n';
import { useIntl } from 'react-intl';
import { useDeposit, useOpenDeposit } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Button, Skeleton, Toast } from '@shop/ui';

/** The Deposit modal's contents: open the deposit, then its online depot number and open date. */
export function OpenDeposit({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const { store } = useLocale();
  const { deposit, isPending } = useDeposit();
  const opening = useOpenDeposit();
  const t = (id: MessageId) => intl.formatMessage({ id });

  if (deposit)
    return (
      <div className="ui-stack ui-stack--md">
        <Toast type="success" inline title={t('account.deposit.opened')}>
          <dl className="account-facts">
            <div className="account-facts__row">
              <dt>{t('account.deposit.number')}</dt>
              <dd>{deposit.depotNumber}</dd>
            </div>
            <div className="account-facts__row">
              <dt>{t('account.deposit.openDate')}</dt>
              <dd>{formatDate(deposit.openedAt, store.key)}</dd>
            </div>
          </dl>
        </Toast>
        <Button onClick={onDone}>{t('account.deposit.done')}</Button>
      </div>
    );
  if (isPending) return <Skeleton lines={3} />;
  return (
    <div className="ui-stack ui-stack--md">
      <p>{t('account.deposit.openText')}</p>
      {opening.isError ? (
        <Toast type="error" inline>
          {t('account.deposit.openFailed')}
        </Toast>
      ) : null}
      <div className="ui-cluster">
        <Button loading={opening.isPending} onClick={() => opening.mutate()}>
          {t('account.deposit.openNow')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('account.cancel')}
        </Button>
      </div>
    </div>
  );
}
