import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type OrderTransition } from '@shop/api-client';
import { endpoints } from '@shop/api-client/contract';
import { fakeApi, renderPage } from '@shop/test-kit';
import { TransitionDialog, type TransitionOrder } from './TransitionDialog';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const line = (id: string, name: string, quantity: number, isScrap = false) => ({
  id,
  sku: name.toUpperCase(),
  productId: `product-${id}`,
  name: { de: name, en: name },
  quantity,
  price: eur(10_000),
  totalPrice: eur(10_000 * quantity),
  taxRate: 0,
  taxClass: 'investment_gold' as const,
  isScrap,
});
const viennaId = '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c01';
const grazId = '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c02';
const order: TransitionOrder = {
  orderNumber: '2026-000042',
  store: 'at',
  pickupBranchId: viennaId,
  lineItems: [
    line('0a6c5d1e-1b2c-4d3e-8f40-5a6b7c8d9e01', 'Krugerrand', 2),
    line('0a6c5d1e-1b2c-4d3e-8f40-5a6b7c8d9e02', 'Altgold 585', 20.5, true),
  ],
  settlement: null,
  totalGrossPrice: eur(543_990),
  cashIdentificationRequired: true,
};
const refusal = (code: string, statusCode: number) =>
  new ApiError({ name: 'OperationNotValidError', message: code, code, statusCode });

const branch = (id: string, store: 'at' | 'de', city: string) => ({
  id,
  slug: city.toLowerCase(),
  name: { de: `Filiale ${city}`, en: `${city} branch` },
  store,
  city,
  streetAddress: 'Hauptstraße 1',
  zipCode: '1010',
  country: store === 'at' ? 'AT' : 'DE',
  coordinates_lat: 48.2,
  coordinates_long: 16.37,
  timeZone: 'Europe/Vienna',
  phone: null,
  openingHours: [],
  about: { de: '', en: '' },
  paymentMethods: [],
  reviews: [],
});
const branches = fakeApi().on(endpoints.checkout.branches, () => [
  branch(viennaId, 'at', 'Vienna'),
  branch(grazId, 'at', 'Graz'),
  branch('5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c03', 'de', 'Munich'),
]);

function open(
  event: Parameters<typeof TransitionDialog>[0]['event'],
  submit: (transition: OrderTransition) => Promise<unknown>,
  path = '/en/orders',
  api = fakeApi(),
) {
  const onClose = jest.fn();
  const onConflict = jest.fn();
  renderPage(
    <TransitionDialog
      event={event}
      order={order}
      submit={submit}
      busy={false}
      onClose={onClose}
      onConflict={onConflict}
    />,
    path,
    api,
  );
  return { onClose, onConflict, dialog: screen.getByRole('dialog') };
}

describe('the steps’ dialogs', () => {
  it('offers the branches of the order’s store for pick-up, the chosen one first, and sends the one picked', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue({});
    const { dialog, onClose } = open('readyForPickup', submit, '/en/orders', branches);
    const select = await within(dialog).findByLabelText('Branch where the goods wait');
    expect(select).toHaveValue(viennaId);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vienna branch, Vienna', 'Graz branch, Graz']);
    await user.selectOptions(select, grazId);
    await user.click(within(dialog).getByRole('button', { name: 'Ready for pick-up' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({ event: 'readyForPickup', branchId: grazId });
  });

  it('prefills the payment with the total, sends amount, moment and reference, and closes', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue({});
    const { dialog, onClose } = open('paymentReceived', submit);
    expect(dialog).toHaveAccessibleName('Payment received: order 2026-000042');
    const amount = within(dialog).getByLabelText(/Amount received \(EUR\)/);
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('5439.90');
    await user.type(within(dialog).getByLabelText(/Reference/), 'SEPA 4711');
    await user.click(within(dialog).getByRole('button', { name: 'Payment received' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({
      event: 'paymentReceived',
      amount: eur(543_990),
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      reference: 'SEPA 4711',
    });
    // The prefilled minute sends the moment of sending, never a moment before the order.
    const [[sent]] = submit.mock.calls as [[{ paidAt: string }]];
    expect(Date.now() - Date.parse(sent.paidAt)).toBeLessThan(10_000);
  });

  it('says what is missing in the contract’s words before sending, in German', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    const { dialog } = open('shipped', submit, '/orders');
    await user.click(within(dialog).getByRole('button', { name: 'Versandt' }));
    expect(
      await within(dialog).findByText('Bitte wählen Sie einen Versanddienstleister.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Sendungsnummer/)).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the flagged amount and lets staff record it knowingly', async () => {
    const user = userEvent.setup();
    const submit = jest
      .fn()
      .mockRejectedValueOnce(refusal('payment_amount_mismatch', 409))
      .mockResolvedValueOnce({});
    const { dialog, onClose } = open('paymentReceived', submit);
    const amount = within(dialog).getByLabelText(/Amount received/);
    await user.clear(amount);
    await user.type(amount, '5.000,00');
    await user.type(within(dialog).getByLabelText(/Reference/), 'SEPA 4712');
    await user.click(within(dialog).getByRole('button', { name: 'Payment received' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The amount received is not the order’s total. Record it only if you accept the difference.',
    );
    await user.click(within(dialog).getByLabelText(/Record this amount although it differs/));
    await user.click(within(dialog).getByRole('button', { name: 'Payment received' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submit).toHaveBeenLastCalledWith(
      expect.objectContaining({ amount: eur(500_000), acceptMismatch: true }),
    );
  });

  it('answers a step someone else took first with the localized message and a reload', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockRejectedValue(refusal('transition_not_allowed', 409));
    const { dialog, onConflict, onClose } = open('cancelled', submit);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Customer asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await within(dialog).findByText('This step is not possible in the order’s current state.'),
    ).toBeInTheDocument();
    expect(onConflict).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('requires the identification check where the order needs one, and closes on Escape', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue({});
    const { dialog, onClose } = open('handedOver', submit);
    await user.click(within(dialog).getByRole('button', { name: 'Handed over' }));
    expect(within(dialog).getByLabelText('Official photo ID checked')).toHaveAccessibleDescription(
      'This order was paid in cash above the threshold: please check the customer’s photo ID first.',
    );
    expect(submit).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('records per line what was in the parcel', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue({});
    const goods = open('goodsReceived', submit);
    await user.click(within(goods.dialog).getByLabelText(/Krugerrand/));
    await user.click(within(goods.dialog).getByRole('button', { name: 'Goods received' }));
    await waitFor(() => expect(goods.onClose).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({
      event: 'goodsReceived',
      lines: [
        { lineId: order.lineItems[0]!.id, received: false },
        { lineId: order.lineItems[1]!.id, received: true },
      ],
    });
  });

  it('checks the assay’s figures before sending them', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue({});
    const { dialog, onClose } = open('assayed', submit);
    const [firstWeight, secondWeight] = within(dialog).getAllByLabelText(/Weight in grams/);
    const [firstFineness, secondFineness] = within(dialog).getAllByLabelText(/Fineness/);
    await user.type(firstWeight!, '62,2');
    await user.type(firstFineness!, '1200');
    await user.type(secondWeight!, '19.8');
    await user.type(secondFineness!, '585');
    await user.click(within(dialog).getByRole('button', { name: 'Record assay' }));
    expect(firstFineness).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
    await user.clear(firstFineness!);
    await user.type(firstFineness!, '916,7');
    await user.type(
      within(dialog).getAllByLabelText(/Reason for a different payout/)[1]!,
      'Lighter',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record assay' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({
      event: 'assayed',
      lines: [
        { lineId: order.lineItems[0]!.id, weightGrams: 62.2, fineness: 916.7 },
        { lineId: order.lineItems[1]!.id, weightGrams: 19.8, fineness: 585, reason: 'Lighter' },
      ],
    });
  });
});
