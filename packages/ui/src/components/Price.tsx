import { formatMoney, type Currency } from '@shop/i18n';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Skeleton } from './Skeleton';

export interface PriceProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Amount in minor units (cents). null/undefined while unknown. */
  centAmount: number | null | undefined;
  currency: Currency;
  /** BCP 47 locale of the page, e.g. "de-AT", "en-US". */
  locale: string;
  /** Shows a skeleton instead of an amount: a price must never flash as 0,00 €. */
  loading?: boolean;
  /** Announced while loading, e.g. "Loading price". */
  loadingLabel?: string;
  /** Caption above the amount, e.g. "Buy price" / "We pay". */
  label?: ReactNode;
  /** Previous price in minor units, shown struck through before the current one. */
  strikethrough?: number | null;
  /** Announced before the struck-through price, e.g. "Previously"; strike-through is not read aloud. */
  strikethroughLabel?: string;
  /** Shown when not loading and there is no amount (product without a price in this store). */
  unavailableText?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** One line, inheriting the font of the text around it (table cells, sentences). */
  inline?: boolean;
}

export function Price({
  centAmount,
  currency,
  locale,
  loading = false,
  loadingLabel,
  label,
  strikethrough,
  strikethroughLabel,
  unavailableText = '–',
  size = 'md',
  inline = false,
  className,
  ...rest
}: PriceProps) {
  const classes = cx(
    'ui-price',
    `ui-price--${size}`,
    inline && 'ui-price--inline',
    loading && 'ui-price--loading',
    className,
  );
  const caption = label !== undefined ? <span className="ui-price__label">{label}</span> : null;

  const hasAmount = typeof centAmount === 'number' && Number.isFinite(centAmount);
  if (loading) {
    return (
      <span {...rest} className={classes} aria-busy="true">
        {caption}
        <span className="ui-price__amounts">
          {hasAmount ? (
            // A price being refreshed (a recalculation) keeps the box of the amount it had, its
            // text hidden under the skeleton: the row, table or header around it does not move.
            <span className="ui-price__amount ui-price__held" aria-hidden="true">
              <span className="ui-price__held-text">
                {formatMoney(centAmount, currency, locale)}
              </span>
              <Skeleton inline />
            </span>
          ) : (
            <Skeleton inline />
          )}
          {loadingLabel ? <span className="ui-sr-only">{loadingLabel}</span> : null}
        </span>
      </span>
    );
  }

  const hasOld = hasAmount && typeof strikethrough === 'number' && Number.isFinite(strikethrough);
  return (
    <span {...rest} className={classes}>
      {caption}
      <span className="ui-price__amounts">
        {hasOld ? (
          <del className="ui-price__old">
            {strikethroughLabel ? <span className="ui-sr-only">{strikethroughLabel} </span> : null}
            {formatMoney(strikethrough, currency, locale)}
          </del>
        ) : null}
        {hasAmount ? (
          <span className="ui-price__amount">{formatMoney(centAmount, currency, locale)}</span>
        ) : (
          <span className="ui-price__amount ui-price__unavailable">{unavailableText}</span>
        )}
      </span>
    </span>
  );
}
