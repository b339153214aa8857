import { useIntl } from 'react-intl';
import type { Address } from '@shop/api-client';
import { RadioGroup } from '@shop/ui';

/** "Enter another address" among the saved ones. */
export const newAddress = 'new';

export interface SavedAddressChoiceProps {
  legend: string;
  addresses: readonly Address[];
  value: string;
  onChange: (value: string) => void;
}

/** A signed-in customer's saved addresses (spec 4), or another one typed in. */
export function SavedAddressChoice({
  legend,
  addresses,
  value,
  onChange,
}: SavedAddressChoiceProps) {
  const intl = useIntl();
  return (
    <RadioGroup
      legend={legend}
      value={value}
      onChange={onChange}
      options={[
        ...addresses.map((address) => ({
          value: address.id,
          label: `${address.firstName} ${address.lastName}`,
          description: `${address.streetName} ${address.streetNumber}, ${address.zipCode} ${address.city}, ${address.country}`,
        })),
        { value: newAddress, label: intl.formatMessage({ id: 'checkout.address.new' }) },
      ]}
    />
  );
}
