import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmailSchema, type Cart, type Customer } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import type { CheckoutEntries } from '../checkout-state/checkout-state';
import {
  AddressesForm,
  type AddressesFormValues,
  type CartAddresses,
} from '../addresses/AddressesForm';
import { addressValuesOf, emptyAddress } from '../addresses/address-values';
import { errorText, validationText } from '../form/validation-text';
import { AccountDecision } from './AccountDecision';
import { newAddress, SavedAddressChoice } from './SavedAddressChoice';

export interface MyDataStepProps {
  cart: Cart;
  customer: Customer | undefined;
  entries: CheckoutEntries;
  patch: (change: Partial<CheckoutEntries>) => void;
  /** Writes e-mail and addresses to the cart; resolves when the API took them. */
  save: (change: { customerEmail?: string; addresses: CartAddresses }) => Promise<unknown>;
  onDone: () => void;
}

/** Step "my data": who orders (account decision) and where to (addresses). */
export function MyDataStep({ cart, customer, entries, patch, save, onDone }: MyDataStepProps) {
  const intl = useIntl();
  const { store } = useLocale();
  const [emailError, setEmailError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const saved = customer?.addresses ?? [];
  const [shippingChoice, setShippingChoice] = useState(
    () => saved.find((a) => a.defaultShipping)?.id ?? saved[0]?.id ?? newAddress,
  );
  const [billingChoice, setBillingChoice] = useState(
    () => saved.find((a) => a.defaultBilling)?.id ?? saved[0]?.id ?? newAddress,
  );
  const country = store.shippingCountries[0] ?? cart.country;
  const savedValues = (id: string) => {
    const address = saved.find((a) => a.id === id);
    return address ? addressValuesOf(address, country) : emptyAddress(country);
  };
  const defaults: AddressesFormValues = {
    shippingAddress: entries.shippingAddress
      ? addressValuesOf(entries.shippingAddress, country)
      : savedValues(shippingChoice),
    billingSameAsShipping: entries.billingSameAsShipping,
    billingAddress: entries.billingAddress
      ? addressValuesOf(entries.billingAddress, country)
      : savedValues(billingChoice),
  };

  /** The guest's e-mail when the account decision is complete; otherwise says what is missing. */
  const checkAccount = async (): Promise<{ ok: boolean; customerEmail?: string }> => {
    if (customer) return { ok: true };
    if (entries.accountChoice !== 'guest') {
      setEmailError(intl.formatMessage({ id: 'checkout.account.choose' }));
      return { ok: false };
    }
    // The contract's e-mail rule, through the standard schema interface.
    const email = await EmailSchema['~standard'].validate(entries.guestEmail);
    if (email.issues) {
      setEmailError(validationText(intl, email.issues[0]?.message ?? ''));
      return { ok: false };
    }
    setEmailError(undefined);
    return { ok: true, customerEmail: email.value };
  };

  const submit = async (addresses: CartAddresses, values: AddressesFormValues) => {
    setSaveError(undefined);
    const { ok, customerEmail } = await checkAccount();
    if (!ok) return;
    setSaving(true);
    try {
      await save({ customerEmail, addresses });
      patch({
        shippingAddress: addresses.shippingAddress,
        billingAddress: addresses.billingAddress,
        billingSameAsShipping: values.billingSameAsShipping,
      });
      onDone();
    } catch (error) {
      setSaveError(errorText(intl, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h1 id="checkout-step-title">{intl.formatMessage({ id: 'checkout.step.myData' })}</h1>
      <AccountDecision
        customer={customer}
        choice={entries.accountChoice}
        onChoice={(accountChoice) => patch({ accountChoice })}
        guestEmail={entries.guestEmail}
        onGuestEmail={(guestEmail) => patch({ guestEmail })}
        guestEmailError={emailError}
      />
      {saved.length > 0 && (
        <div className="checkout-saved-addresses">
          <SavedAddressChoice
            legend={intl.formatMessage({ id: 'checkout.address.shipping' })}
            addresses={saved}
            value={shippingChoice}
            onChange={setShippingChoice}
          />
          <SavedAddressChoice
            legend={intl.formatMessage({ id: 'checkout.address.billing' })}
            addresses={saved}
            value={billingChoice}
            onChange={setBillingChoice}
          />
        </div>
      )}
      <AddressesForm
        // A different saved address chosen: the form starts again from it.
        key={`${shippingChoice}/${billingChoice}`}
        defaultValues={defaults}
        onSubmit={submit}
        onInvalid={() => void checkAccount()}
        submitting={saving}
        error={saveError}
      />
    </section>
  );
}
