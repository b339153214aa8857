import { formatMoney, formatNumber, type Currency } from '@shop/i18n';

/** A gain with its plus sign, a loss with its minus sign. */
export function formatSignedMoney(centAmount: number, currency: Currency, localeTag: string) {
  const text = formatMoney(centAmount, currency, localeTag);
  return centAmount > 0 ? `+${text}` : text;
}

export function formatSignedPercent(percent: number, localeTag: string) {
  return formatNumber(percent / 100, localeTag, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
}

/** The class that colours a gain or a loss (the sign says it too, colour is never alone). */
export const gainClass = (centAmount: number) =>
  centAmount > 0 ? 'account-gain' : centAmount < 0 ? 'account-loss' : undefined;
