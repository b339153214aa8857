import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityAlert, PriceAlert } from '@shop/api-client';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { AlertLists } from './AlertLists';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

const product = {
  sku: 'PHI-G-1OZ',
  productId: 'p1',
  name: { de: 'Wiener Philharmoniker', en: 'Vienna Philharmonic' },
  slug: { de: 'wiener-philharmoniker', en: 'vienna-philharmonic' },
  published: true,
};
const priceAlert: PriceAlert = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  product,
  type: 'buy',
  targetUnitPrice: { centAmount: 240_000, currency: 'EUR' },
  currentUnitPrice: { centAmount: 250_000, currency: 'EUR' },
  triggeredAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};
const availabilityAlert: AvailabilityAlert = {
  id: '7c1e2a7e-3c55-4b8e-9d3f-2f7c1a9e0b12',
  product,
  enabled: true,
  notifiedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('AlertLists', () => {
  it('lists price alerts with product, side, target, current price and date; removes one', async () => {
    const user = userEvent.setup();
    let removed = false;
    const { calls } = renderPage(<AlertLists />, '/en/my-account/alerts', (call: ApiCall) => {
      if (call.path === '/price-alerts' && call.method === 'GET')
        return removed ? [] : [priceAlert];
      if (call.method === 'DELETE') {
        removed = true;
        return { status: 204, body: null };
      }
      return [availabilityAlert];
    });
    const list = await screen.findByRole('table', { name: 'Price alerts' });
    const [header, row] = within(list).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Alert when', 'Target price', 'Current price', 'Created', 'Actions']);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['Buy price at or below', '€2,400.00', '€2,500.00', '23/11/2026 10:00']);
    expect(within(row!).getByRole('link', { name: 'Vienna Philharmonic' })).toHaveAttribute(
      'href',
      '/en/product/vienna-philharmonic',
    );
    expect(within(list).getByRole('link', { name: 'Place a limit order' })).toHaveAttribute(
      'href',
      '/en/product/vienna-philharmonic/limit-order?type=buy&targetPrice=2400.00',
    );
    await user.click(
      within(list).getByRole('button', { name: 'Remove price alert for Vienna Philharmonic' }),
    );
    expect(
      await screen.findByText('You have no price alerts. Set one on any product page.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/price-alerts/${priceAlert.id}`,
    );
  });

  it('turns an availability alert off (German)', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      <AlertLists />,
      '/kundenkonto/benachrichtigungen',
      (call: ApiCall) => {
        if (call.path === '/price-alerts') return [];
        if (call.method === 'PUT') return { ...availabilityAlert, enabled: false };
        return [availabilityAlert];
      },
    );
    const toggle = await screen.findByRole('checkbox', {
      name: 'Benachrichtigen, wenn Wiener Philharmoniker verfügbar ist',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sku: 'PHI-G-1OZ',
      enabled: false,
    });
  });

  it('says when there are none and offers a retry when a list fails (German)', async () => {
    const user = userEvent.setup();
    let failed = false;
    renderPage(<AlertLists />, '/kundenkonto/benachrichtigungen', (call: ApiCall) => {
      if (call.path === '/price-alerts') return [];
      if (failed) return [availabilityAlert];
      failed = true;
      return apiError('internal_error', 500);
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Sie haben keine Preisalarme. Sie setzen sie auf jeder Produktseite.',
      }),
    ).toBeInTheDocument();
    const alert = await screen.findByText('Ihre Alarme konnten nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('list', { name: 'Verfügbarkeitsalarme' })).toHaveTextContent(
      'Wiener Philharmoniker',
    );
    expect(alert).not.toBeInTheDocument();
  });
});
