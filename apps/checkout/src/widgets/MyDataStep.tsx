import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  EmailSchema,
  type Address,
  type Cart,
  type Customer,
  type PostalAddress,
} from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import type { CheckoutEntries } from '../shared/checkout-state/checkout-state';
import {
  AddressesForm,
  type AddressesFormValues,
  type CartAddresses,
} from '../features/addresses/components/AddressesForm';
import { addressValuesOf } from '../features/addresses/address-values';
import { initialChoice, newAddress } from '../features/addresses/components/SavedAddressChoice';
import { emptyAddress, errorText, validationText } from '@shop/forms';
import { AccountDecision } from '../features/my-data/components/AccountDecision';

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
  const country = store.shippingCountries[0] ?? cart.country;
  // An address entered earlier in this checkout wins; it is a saved one again if it equals one.
  const [choice] = useState(() => ({
    shipping:
      choiceOf(entries.shippingAddress, saved, country) ??
      initialChoice(saved, 'defaultShipping', store.shippingCountries),
    billing:
      choiceOf(entries.billingAddress, saved, country) ?? initialChoice(saved, 'defaultBilling'),
  }));
  const valuesOf = (entered: PostalAddress | null | undefined, id: string) => {
    const address = saved.find((a) => a.id === id);
    if (entered) return addressValuesOf(entered, country);
    return address ? addressValuesOf(address, country) : emptyAddress(country);
  };
  const defaults: AddressesFormValues = {
    shippingAddress: valuesOf(entries.shippingAddress, choice.shipping),
    billingSameAsShipping: entries.billingSameAsShipping,
    billingAddress: valuesOf(entries.billingAddress, choice.billing),
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
      <AddressesForm
        defaultValues={defaults}
        saved={
          saved.length > 0
            ? { addresses: saved, shipping: choice.shipping, billing: choice.billing }
            : undefined
        }
        onSubmit={submit}
        onInvalid={() => void checkAccount()}
        submitting={saving}
        error={saveError}
      />
    </section>
  );
}

/** The saved address an earlier entry equals, `newAddress` if it equals none, undefined if none. */
function choiceOf(
  entered: PostalAddress | null | undefined,
  saved: readonly Address[],
  country: string,
): string | undefined {
  if (!entered) return undefined;
  const key = JSON.stringify(addressValuesOf(entered, country));
  const same = saved.find((a) => JSON.stringify(addressValuesOf(a, country)) === key);
  return same?.id ?? newAddress;
}
