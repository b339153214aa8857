import { useIntl } from 'react-intl';
import type { Address } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { RadioGroup } from '@shop/ui';

/** "Enter another address" among the saved ones. */
export const newAddress = 'new';

export interface SavedAddressChoiceProps {
  legend: string;
  addresses: readonly Address[];
  value: string;
  onChange: (value: string) => void;
  /** Countries the address may be in (a shipping address: the store's); others are shown disabled. */
  countries?: readonly string[];
}

/** A signed-in customer's saved addresses (spec 4), or another one typed in. */
export function SavedAddressChoice({
  legend,
  addresses,
  value,
  onChange,
  countries,
}: SavedAddressChoiceProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  return (
    <RadioGroup
      legend={legend}
      value={value}
      onChange={onChange}
      options={[
        ...addresses.map((address) => {
          const outside = countries !== undefined && !countries.includes(address.country);
          const line = `${address.streetName} ${address.streetNumber}, ${address.zipCode} ${address.city}, ${regions.of(address.country) ?? address.country}`;
          return {
            value: address.id,
            label: `${address.company ? `${address.company}, ` : ''}${address.firstName} ${address.lastName}`,
            description: outside
              ? `${line} — ${intl.formatMessage({ id: 'error.cart_country_not_allowed' })}`
              : line,
            disabled: outside,
          };
        }),
        { value: newAddress, label: intl.formatMessage({ id: 'checkout.address.new' }) },
      ]}
    />
  );
}

/** The saved address the step starts with: the default one if the store delivers there. */
export function initialChoice(
  addresses: readonly Address[],
  mark: 'defaultShipping' | 'defaultBilling',
  countries?: readonly string[],
): string {
  const usable = addresses.filter((a) => countries === undefined || countries.includes(a.country));
  return (usable.find((a) => a[mark]) ?? usable[0])?.id ?? newAddress;
}
