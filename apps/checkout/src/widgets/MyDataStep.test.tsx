import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@shop/api-client';
import type { PageProps } from '@shop/i18n';
import { emptyEntries, type CheckoutEntries } from '../shared/checkout-state/checkout-state';
import { renderPage } from '@shop/test-kit';
import { sampleCart } from '../test/cart-fixtures';
import type { CartAddresses } from '../features/addresses/components/AddressesForm';
import { MyDataStep } from './MyDataStep';

const home = {
  id: 'a1',
  salutation: 'mrs' as const,
  firstName: 'Anna',
  lastName: 'Muster',
  streetName: 'Graben',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  defaultShipping: true,
  defaultBilling: false,
};
const office = {
  ...home,
  id: 'a2',
  streetName: 'Kärntner Ring',
  streetNumber: '12',
  defaultShipping: false,
  defaultBilling: true,
};
const zurich = {
  ...home,
  id: 'a3',
  streetName: 'Bahnhofstrasse',
  streetNumber: '5',
  zipCode: '8001',
  city: 'Zürich',
  country: 'CH',
  defaultShipping: false,
};
const anna: Customer = {
  id: 'c1',
  email: 'anna@example.at',
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Muster',
  type: 'individual',
  phoneVerified: true,
  emailVerified: true,
  newsletterInterests: [],
  languageTag: 'de',
  addresses: [home, office, zurich],
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

function renderStep(path: string, entries: Partial<CheckoutEntries> = {}) {
  const saved: CartAddresses[] = [];
  function Step(_: PageProps) {
    return (
      <MyDataStep
        cart={sampleCart}
        customer={anna}
        entries={{ ...emptyEntries, ...entries }}
        patch={() => undefined}
        save={async ({ addresses }) => saved.push(addresses)}
        onDone={() => undefined}
      />
    );
  }
  renderPage(Step, path, () => ({}));
  return saved;
}

describe('the address step of a signed-in customer (issue 23)', () => {
  it.each([
    ['/checkout/buy', 'Lieferadresse', 'Andere Adresse eingeben', 'Weiter'],
    ['/en/checkout/buy', 'Shipping address', 'Enter another address', 'Continue'],
  ])(
    '%s: chooses among the saved addresses, with no form and no billing list at first',
    async (path, shipping, another, next) => {
      const user = userEvent.setup();
      const saved = renderStep(path);
      const choice = screen.getByRole('radiogroup', { name: shipping });
      expect(choice).toBeInTheDocument();
      expect(screen.getByRole('radio', { description: /Graben 1/ })).toBeChecked();
      // A saved address outside the store's countries cannot be the shipping address, and says why.
      expect(screen.getByRole('radio', { description: /Bahnhofstrasse/ })).toBeDisabled();
      // One list, no address fields, no second list while billing is the shipping address.
      expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
      expect(screen.queryByRole('textbox')).toBeNull();

      await user.click(screen.getByRole('radio', { description: /Kärntner Ring/ }));
      await user.click(screen.getByRole('button', { name: next }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatchObject({
        shippingAddress: { streetName: 'Kärntner Ring', streetNumber: '12' },
        billingAddress: { streetName: 'Kärntner Ring', streetNumber: '12' },
      });

      // Another address opens the fields, empty.
      await user.click(screen.getByRole('radio', { name: another }));
      expect(screen.getAllByRole('textbox').length).toBeGreaterThan(3);
    },
  );

  it('offers the saved addresses for billing only when billing differs, the default billing one first', async () => {
    const user = userEvent.setup();
    const saved = renderStep('/en/checkout/buy');
    await user.click(
      screen.getByRole('checkbox', { name: 'The billing address is the shipping address' }),
    );
    const billing = screen.getByRole('radiogroup', { name: 'Billing address' });
    // Any saved address may be the billing address, a Swiss one in the Austrian shop too.
    expect(billing.querySelectorAll('input:disabled')).toHaveLength(0);
    expect(billing.querySelector('input:checked')).toHaveAccessibleDescription(/Kärntner Ring/);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      shippingAddress: { streetName: 'Graben' },
      billingAddress: { streetName: 'Kärntner Ring' },
    });
  });

  it('comes back to an address typed earlier in this checkout as "another address", filled in', () => {
    renderStep('/en/checkout/buy', {
      shippingAddress: { ...home, id: undefined, streetName: 'Herrengasse' } as never,
    });
    expect(screen.getByRole('radio', { name: 'Enter another address' })).toBeChecked();
    expect(screen.getByLabelText(/Street/)).toHaveValue('Herrengasse');
  });
});
