import type { IntlShape } from 'react-intl';
import type { StoreSettingsField } from '@shop/api-client/staff';
import { isAmountField } from '../settings-form';

/** A setting's value as a member reads it: money with its currency, an account by its number. */
export function settingValueText(
  intl: IntlShape,
  field: StoreSettingsField | 'inMaintenance',
  value: unknown,
  currency: string,
): string {
  if (value === undefined || value === null) return '—';
  if (field === 'inMaintenance')
    return intl.formatMessage({
      id: value === true ? 'backoffice.settings.value.on' : 'backoffice.settings.value.off',
    });
  if (isAmountField(field) && typeof value === 'number')
    return intl.formatNumber(value / 100, { style: 'currency', currency });
  if (typeof value === 'object') {
    const account = value as Record<string, string | undefined>;
    return [
      account.holder,
      account.bank,
      account.iban ?? account.accountNumber,
      account.bic ?? account.routingNumber,
    ]
      .filter(Boolean)
      .join(', ');
  }
  return String(value);
}
