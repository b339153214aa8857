import { screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import type { Cart, PaymentMethod, PriceType } from '@shop/api-client';
import type { PageProps } from '@shop/i18n';
import { errorCodeText } from '@shop/forms';
import { renderPage } from '@shop/test-kit';
import { PaymentMethodChoice } from './PaymentMethodChoice';

const methods = (cashSelectable: boolean) => [
  { key: 'bankTransfer', selectable: true, transactionTypes: ['buy', 'sell'] },
  { key: 'cashInStore', selectable: cashSelectable, transactionTypes: ['buy', 'sell'] },
  { key: 'card', selectable: false, transactionTypes: ['buy'] },
  { key: 'paypal', selectable: false, transactionTypes: ['buy'] },
];

function renderChoice(
  path: string,
  {
    type = 'buy',
    value = null,
    options = [],
    cashSelectable = true,
  }: {
    type?: PriceType;
    value?: PaymentMethod | null;
    options?: Cart['paymentOptions'];
    cashSelectable?: boolean;
  },
) {
  function Choice(_: PageProps) {
    const intl = useIntl();
    return (
      <PaymentMethodChoice
        type={type}
        us={false}
        value={value}
        onChange={() => undefined}
        options={options}
        blockerTexts={(blockers) => blockers.map((code) => errorCodeText(intl, code))}
        cashIdentificationRequired={false}
      />
    );
  }
  renderPage(Choice, path, (call) =>
    call.path === '/orders/payment-methods' ? methods(cashSelectable) : {},
  );
}

describe('the payment methods of the delivery step (issue 23)', () => {
  it('explains each method in a line, German', async () => {
    renderChoice('/checkout/buy', {});
    expect(await screen.findByRole('radio', { name: 'Überweisung' })).toHaveAccessibleDescription(
      'Sie überweisen den Betrag auf unser Konto; nach Zahlungseingang versenden oder übergeben wir die Ware.',
    );
    expect(
      screen.getByRole('radio', { name: 'Barzahlung in der Filiale' }),
    ).toHaveAccessibleDescription('Sie zahlen bar, wenn Sie die Ware in der Filiale abholen.');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveAccessibleDescription(
      'Demnächst verfügbar',
    );
  });

  it('shows cash disabled with its reason while the delivery is not pick-up, English', async () => {
    renderChoice('/en/checkout/buy', {
      options: [
        { paymentMethod: 'bankTransfer', blockers: [] },
        { paymentMethod: 'cashInStore', blockers: ['cash_purchase_needs_pickup'] },
      ],
    });
    const cash = await screen.findByRole('radio', { name: 'Cash in store' });
    expect(cash).toBeDisabled();
    expect(cash).toHaveAccessibleDescription(
      /Cash payment is only possible when you pick up in the store within 5 working days\.$/,
    );
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeEnabled();
  });

  it('keeps a chosen method that a later change blocks selectable, with the reason, to be changed', async () => {
    renderChoice('/en/checkout/sell', {
      type: 'sell',
      value: 'cashInStore',
      options: [{ paymentMethod: 'cashInStore', blockers: ['cash_payout_too_high'] }],
    });
    // In a sale, cash is a payout.
    const cash = await screen.findByRole('radio', { name: 'Cash payout in store' });
    expect(cash).toBeEnabled();
    expect(cash).toHaveAccessibleDescription(/possible up to 15,000/);
    // A sale offers no card or PayPal.
    expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull();
  });

  it('leaves cash out where the store has no branch to hand it over in', async () => {
    renderChoice('/en/checkout/buy', { cashSelectable: false });
    await screen.findByRole('radio', { name: 'Bank transfer' });
    expect(screen.queryByRole('radio', { name: 'Cash in store' })).toBeNull();
  });
});
