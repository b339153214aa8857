import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { StaffCoupon } from '@shop/api-client/staff';
import type { Language } from '@shop/i18n';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { CouponPage } from './CouponPage';
import { CouponsPage } from './CouponsPage';

const { staffCoupons } = endpoints;

const coupon: StaffCoupon = {
  id: '00000000-0000-4000-8000-00000000c001',
  code: 'HERBST10',
  kind: 'percent',
  value: 10,
  currency: null,
  minCartValue: null,
  stores: ['at', 'de'],
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-01T00:00:00.000Z',
  usageLimit: 100,
  usageLimitPerCustomer: 1,
  includesInvestmentBullion: false,
  active: true,
  deactivatedAt: null,
  redemptions: 1,
  createdAt: '2026-10-30T08:00:00.000Z',
};

function open(api: FakeApi, path: string, language: Language = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/coupons" element={<CouponsPage />} />
        <Route path="/coupons/:couponId" element={<CouponPage />} />
      </Routes>
    </IntlProvider>,
    path,
    api,
  );
}

describe('coupons in the back-office', () => {
  it('lists the coupons with discount, stores and redemptions', async () => {
    open(
      fakeApi().on(staffCoupons.list, () => ({ coupons: [coupon] })),
      '/coupons',
    );
    const table = await screen.findByRole('table', { name: 'Coupons, newest first' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('HERBST10');
    expect(row).toHaveTextContent('10 % off');
    expect(row).toHaveTextContent('AT, DE');
    expect(row).toHaveTextContent('1 of 100');
    expect(within(row!).getByRole('link', { name: 'Edit coupon HERBST10' })).toHaveAttribute(
      'href',
      '/coupons/00000000-0000-4000-8000-00000000c001',
    );
  });

  it('checks a new coupon before sending it, shows a taken code at its field, then saves it', async () => {
    const user = userEvent.setup();
    let taken = true;
    const api = fakeApi()
      .on(staffCoupons.create, ({ body }) =>
        taken
          ? apiError('coupon_code_taken', 409)
          : { ...coupon, id: '00000000-0000-4000-8000-00000000c002', code: body.code },
      )
      .on(staffCoupons.get, () => ({ ...coupon, id: '00000000-0000-4000-8000-00000000c002' }))
      .on(staffCoupons.redemptions, () => ({ redemptions: [] }));
    open(api, '/coupons/new');
    await user.click(await screen.findByRole('button', { name: 'Save coupon' }));
    expect(api.callsTo(staffCoupons.create)).toHaveLength(0);
    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );

    await user.type(screen.getByLabelText(/^Code/), 'winter 5');
    await user.type(screen.getByLabelText(/^Percent off/), '5');
    await user.click(screen.getByRole('checkbox', { name: /Austria|Österreich/ }));
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(api.callsTo(staffCoupons.create)).toHaveLength(0);
    expect(
      screen.getByText('Please use letters, digits, hyphens and underscores only.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'winter5');
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('A coupon with this code exists already.')).toBeInTheDocument();

    taken = false;
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('The coupon was saved.')).toBeInTheDocument();
    expect(api.callsTo(staffCoupons.create).at(-1)?.body).toMatchObject({
      code: 'WINTER5',
      kind: 'percent',
      value: 5,
      stores: ['at'],
      usageLimit: 100,
      usageLimitPerCustomer: 1,
      minCartValue: null,
    });
  });

  it('deactivates a coupon after a confirmation', async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on(staffCoupons.get, () => coupon)
      .on(staffCoupons.redemptions, () => ({ redemptions: [] }))
      .on(staffCoupons.deactivate, () => ({
        ...coupon,
        active: false,
        deactivatedAt: '2026-11-28T09:00:00.000Z',
      }));
    open(api, `/coupons/${coupon.id}`);
    expect(await screen.findByText('Nobody has redeemed the coupon yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate coupon HERBST10?' });
    await user.click(within(dialog).getByRole('button', { name: /Confirm|Bestätigen/ }));
    expect(api.callsTo(staffCoupons.deactivate)).toHaveLength(1);
  });
});
