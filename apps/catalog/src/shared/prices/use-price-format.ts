import { useIntl } from 'react-intl';
import { formatNumber } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import type { TaxNote } from './product-pricing';

/** Texts around a price in the page language: the tax note and percentages. */
export function usePriceFormat() {
  const intl = useIntl();
  const { localeTag, store } = useLocale();
  const percent = (fraction: number, digits = 1) =>
    formatNumber(fraction, localeTag, { style: 'percent', maximumFractionDigits: digits });
  const taxText = (note: TaxNote) =>
    note.kind === 'vat'
      ? intl.formatMessage({ id: 'prices.tax.vat' }, { rate: percent(note.rate) })
      : note.kind === 'margin'
        ? intl.formatMessage({ id: 'prices.tax.margin' }, { law: store.marginSchemeLaw })
        : intl.formatMessage({ id: `prices.tax.${note.kind}` });
  return { percent, taxText };
}
