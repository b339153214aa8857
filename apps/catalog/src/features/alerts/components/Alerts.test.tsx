import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityAlert } from '@shop/api-client';
import { renderPage, reply, setSession, type ApiHandler } from '@shop/test-kit';
import { catalogApi } from '../../../test/fixtures';
import { AvailabilityAlertToggle } from './AvailabilityAlertToggle';
import { PriceAlertForm } from './PriceAlertForm';

const product = {
  sku: 'PHI-G-1OZ',
  name: { de: 'Philharmoniker', en: 'Philharmonic' },
  availability: 'soldOut' as const,
};
const alert: AvailabilityAlert = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  product: { ...product, productId: 'p1', slug: { de: 'p', en: 'p' }, published: true },
  enabled: true,
  notifiedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

describe('AvailabilityAlertToggle', () => {
  it('turns the notification on for a sold-out product', async () => {
    const api: ApiHandler = ({ method }) => (method === 'PUT' ? alert : []);
    const page = renderPage(
      () => <AvailabilityAlertToggle product={product} />,
      '/en/product/p',
      catalogApi(api),
    );
    const toggle = await screen.findByRole('button', { name: 'Notify me when available' });
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'We will send you an e-mail as soon as Philharmonic is available again.',
    );
    expect(page.requests.at(-1)?.searchParams.get('languageTag')).toBe('en');
  });

  it('is not offered for a product that can be bought', () => {
    renderPage(
      () => <AvailabilityAlertToggle product={{ ...product, availability: 'available' }} />,
      '/en/product/p',
      catalogApi(() => []),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('PriceAlertForm', () => {
  it('saves a buy-side alert at the typed target (German)', async () => {
    const saved = {
      id: alert.id,
      product: alert.product,
      type: 'buy',
      targetUnitPrice: { centAmount: 250_050, currency: 'EUR' },
      currentUnitPrice: { centAmount: 260_000, currency: 'EUR' },
      triggeredAt: null,
      createdAt: alert.createdAt,
    };
    const api: ApiHandler = ({ method }) => (method === 'POST' ? reply(201, saved) : []);
    const page = renderPage(
      () => <PriceAlertForm product={product} />,
      '/produkt/p',
      catalogApi(api),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preisalarm setzen' }));
    await userEvent.type(screen.getByLabelText(/Zielpreis \(EUR\)/), '600000');
    await userEvent.click(screen.getByRole('button', { name: 'Preisalarm speichern' }));
    expect(
      await screen.findByText('Der Zielpreis darf höchstens 500.000 betragen.'),
    ).toBeInTheDocument();
    expect(page.requests).toEqual([]);
    const target = screen.getByLabelText(/Zielpreis \(EUR\)/);
    await userEvent.clear(target);
    await userEvent.type(target, '2.500,50');
    await userEvent.click(screen.getByRole('button', { name: 'Preisalarm speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ihr Preisalarm wurde gespeichert. Sie verwalten ihn in Ihrem Kundenkonto.',
    );
    expect(page.requests[0]?.pathname).toBe('/api/price-alerts');
    expect(page.requests[0]?.searchParams.get('languageTag')).toBe('de');
  });
});
