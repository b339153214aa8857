import { useIntl } from 'react-intl';
import { useMetalPrices } from '@shop/api-client/react';
import { usePriceStatus } from '@shop/api-client/price-socket';
import { preciousMetals, type MetalPricesResponse, type PreciousMetal } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import type { Currency, MessageId } from '@shop/i18n';
import { NeedsScript, useOpenModal } from '@shop/app-state';
import { Price } from '@shop/ui';
import { useServerClock } from './use-server-clock';

function buyPrice(data: MetalPricesResponse | undefined, metal: PreciousMetal, currency: Currency) {
  return data
    ?.find((entry) => entry.name === metal)
    ?.prices.find((price) => price.currency === currency && price.type === 'buy')?.centAmount;
}

/**
 * The four metals' buy prices per troy ounce in the store currency. The whole ticker is one
 * button that opens the rates chart; its text (metal, price, purpose) is its accessible name.
 */
export function PriceTicker() {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const { refreshing } = usePriceStatus();
  const metals = useMetalPrices();
  const openModal = useOpenModal();
  useServerClock(metals.data, metals.dataUpdatedAt);
  const t = (id: MessageId) => intl.formatMessage({ id });

  if (metals.isError && !metals.data) {
    return (
      <p className="shell-ticker shell-ticker--unavailable">{t('prices.ticker.unavailable')}</p>
    );
  }
  const loading = refreshing || metals.isPending;
  // Made once here: when the page hydrates only the button renders again, not the prices.
  const content = (
    <>
      <span className="ui-sr-only">{`${t('prices.ticker.caption')}:`}</span>
      {preciousMetals.map((metal) => (
        <span key={metal} className="shell-ticker__item" data-metal={metal}>
          <span className="shell-ticker__metal">{t(`metal.${metal}`)}</span>{' '}
          <Price
            inline
            size="sm"
            centAmount={buyPrice(metals.data, metal, store.currency)}
            currency={store.currency}
            locale={localeTag}
            loading={loading}
            loadingLabel={t('prices.loading')}
          />
          <span className="ui-sr-only">, </span>
        </span>
      ))}
      <span className="ui-sr-only">{t('prices.ticker.open')}</span>
    </>
  );
  return (
    <NeedsScript>
      {(disabled) => (
        <button
          type="button"
          disabled={disabled}
          className="shell-ticker"
          aria-haspopup="dialog"
          aria-busy={loading}
          onClick={() => openModal('rates')}
        >
          {content}
        </button>
      )}
    </NeedsScript>
  );
}
