import { useIntl } from 'react-intl';
import { useNavigate } from '@shop/router';
import type { DepositPosition } from '@shop/api-client';
import { useSellFromDeposit } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { useNotify } from '@shop/app-state';
import { Button } from '@shop/ui';

/**
 * Sells a deposit position: the sell cart gets the units held, delivered from the deposit, and
 * the customer continues there (quantity and checkout as for any sale).
 */
export function SellFromDeposit({ position }: { position: DepositPosition }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const { language } = useLocale();
  const { notify } = useNotify();
  const sell = useSellFromDeposit(language);
  const start = async () => {
    try {
      await sell.mutateAsync({ sku: position.sku, quantity: position.quantity });
      void navigate(`${pathTo('cart')}?type=sell`);
    } catch {
      notify({ type: 'error', title: intl.formatMessage({ id: 'account.deposit.sellFailed' }) });
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      loading={sell.isPending}
      aria-label={intl.formatMessage(
        { id: 'account.deposit.sellLabel' },
        { name: position.name[language] },
      )}
      onClick={() => void start()}
    >
      {intl.formatMessage({ id: 'account.deposit.sell' })}
    </Button>
  );
}
