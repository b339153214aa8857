import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { Price, Skeleton } from '@shop/ui';
import {
  fineWeightGrams,
  premiumOverSpot,
  pricePerGram,
  priceTiers,
  taxNote,
  unitPrice,
} from '../product-pricing';
import { usePriceFormat } from '../use-price-format';
import { useProductPricing } from '../use-product-pricing';
import { PriceTierTable } from './PriceTierTable';

/**
 * The product page's prices: the buy price of one piece with what it includes, the buy-back
 * price, the price per gram of fine metal, the premium over spot and the volume prices.
 */
export function ProductPricePanel({ product }: { product: Product }) {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const { percent, taxText } = usePriceFormat();
  const { pricing, loading, failed } = useProductPricing(product.sku);
  const headingId = useId();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = { locale: localeTag, loading, loadingLabel: t('prices.loading') };

  const buy = pricing ? unitPrice(pricing, 'buy') : null;
  const sell = pricing ? unitPrice(pricing, 'sell') : null;
  const grams = fineWeightGrams(product.attributeFields);
  const premium = pricing && buy ? premiumOverSpot(pricing, buy) : null;
  const scrap = !buy && sell !== null;

  const figures: Array<{
    id: 'sell' | 'perGram' | 'spotValue' | 'premium';
    value: ReactNode;
    hint?: string;
  }> = [];
  if (sell && !scrap) {
    figures.push({
      id: 'sell',
      value: <Price inline centAmount={sell.centAmount} currency={sell.currency} {...money} />,
    });
  }
  if (buy && grams) {
    figures.push({
      id: 'perGram',
      value: (
        <Price
          inline
          centAmount={pricePerGram(buy.centAmount, grams)}
          currency={buy.currency}
          {...money}
        />
      ),
    });
  }
  if (buy && pricing?.spotValue) {
    figures.push({
      id: 'spotValue',
      value: (
        <Price
          inline
          centAmount={pricing.spotValue.centAmount}
          currency={pricing.spotValue.currency}
          {...money}
        />
      ),
    });
  }
  if (premium !== null) {
    figures.push({
      id: 'premium',
      value: loading ? <Skeleton inline width="3em" /> : percent(premium),
      hint: t('prices.premium.hint'),
    });
  }

  return (
    <section className="catalog-price-panel" aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className="ui-sr-only">
        {t('prices.buy')}
      </h2>
      <Price
        size="lg"
        className="catalog-price-panel__main"
        centAmount={(buy ?? sell)?.centAmount}
        currency={(buy ?? sell)?.currency ?? store.currency}
        label={scrap ? t('prices.sell.perGram') : undefined}
        unavailableText={failed ? undefined : t('prices.unavailable')}
        data-testid="product-buy-price"
        {...money}
      />
      {pricing && buy ? (
        <p className="catalog-price-panel__tax">
          {loading ? (
            <Skeleton inline width="12em" />
          ) : (
            <>
              {taxText(taxNote(pricing))}
              {', '}
              <a className="ui-link" href="#shipping-costs">
                {t('prices.tax.shipping')}
              </a>
            </>
          )}
        </p>
      ) : null}
      {figures.length > 0 ? (
        <dl className="catalog-price-panel__figures">
          {figures.map((figure) => (
            <div key={figure.id} className="catalog-price-panel__figure">
              <dt>{t(`prices.${figure.id}`)}</dt>
              <dd data-figure={figure.id}>
                <span className="ui-numeric">{figure.value}</span>
                {figure.hint ? (
                  <small className="catalog-price-panel__hint">{figure.hint}</small>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {pricing ? <PriceTierTable tiers={priceTiers(pricing, 'buy')} loading={loading} /> : null}
    </section>
  );
}
