import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { consentAtom, consentChoice, consentSettingsOpenAtom } from '@shop/app-state';
import { renderPage, type ApiHandler } from '@shop/test-kit';
import StoreDetailPage from './StoreDetailPage';

// Page tests render the whole remote page; the shared 2-core runners need more than 5 s.
jest.setTimeout(30_000);

const mapInstances: { center: unknown }[] = [];
jest.mock('../features/stores/mapbox', () => ({
  __esModule: true,
  default: {
    Map: class {
      constructor(options: { center: unknown }) {
        mapInstances.push({ center: options.center });
      }
      remove() {}
    },
    Marker: class {
      setLngLat() {
        return this;
      }
      addTo() {
        return this;
      }
    },
  },
}));

const vaduz = {
  id: 'b7',
  slug: 'vaduz',
  name: { de: 'Filiale Vaduz', en: 'Vaduz branch' },
  store: 'li',
  city: 'Vaduz',
  streetAddress: 'Städtle 17',
  zipCode: '9490',
  country: 'LI',
  coordinates_lat: 47.1398,
  coordinates_long: 9.5215,
  timeZone: 'Europe/Vaduz',
  phone: '+423 2300000',
  openingHours: [
    { dayFrom: 1, dayTo: 5, hourFrom: '09:00', hourTo: '12:00' },
    { dayFrom: 1, dayTo: 5, hourFrom: '13:30', hourTo: '17:30' },
  ],
  about: { de: 'Unsere Filiale im Städtle.', en: 'Our branch in the Städtle.' },
  paymentMethods: ['cash', 'bankTransfer'],
  reviews: [
    {
      author: 'Markus B.',
      rating: 5,
      text: 'Sehr persönlich.',
      language: 'de',
      date: '2026-10-05',
    },
    { author: 'Anna C.', rating: 4, text: 'Good advice.', language: 'en', date: '2026-09-27' },
  ],
};

const api =
  (mapToken: string | null): ApiHandler =>
  ({ url }) => {
    if (url.pathname === '/api/branches/vaduz') return { status: 200, body: vaduz };
    if (url.pathname === '/api/application/settings')
      return { status: 200, body: { mapToken, inMaintenance: false } };
    return {
      status: 404,
      body: {
        name: 'ResourceNotFoundError',
        message: 'nope',
        code: 'branch_not_found',
        statusCode: 404,
      },
    };
  };

describe('StoreDetailPage', () => {
  beforeEach(() => {
    mapInstances.length = 0;
    // Monday 23 November 2026, 10:00 in Vaduz.
    jest.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), doNotFake: ['queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows address, open-now state, hours in the visitor’s locale, payment methods and reviews (German)', async () => {
    const store = createStore();
    store.set(consentAtom, consentChoice([]));
    renderPage(<StoreDetailPage />, '/filialen/vaduz', api(null), { store });
    expect(await screen.findByText('Jetzt geöffnet')).toBeInTheDocument();
    const address = screen.getByText(/Städtle 17/);
    expect(address.tagName).toBe('ADDRESS');
    expect(address).toHaveTextContent(/Städtle 17\s*9490 Vaduz\s*Liechtenstein/);
    const hours = screen.getByRole('table', { name: 'Öffnungszeiten' });
    expect(within(hours).getByRole('rowheader')).toHaveTextContent('Montag bis Freitag');
    expect(within(hours).getByRole('cell')).toHaveTextContent('9:00 – 12:00, 13:30 – 17:30');
    expect(screen.getByText('Bargeld')).toBeInTheDocument();
    expect(screen.getByText('Überweisung')).toBeInTheDocument();
    expect(screen.getByText(/4,5 von 5 Sternen/)).toHaveTextContent('2 Bewertungen');
    expect(screen.getByRole('link', { name: /Route planen/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.1398,9.5215',
    );
    // Before consent the map's place points to the cookie settings, even without a map token.
    expect(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Karte/ })).toBeNull();
  });

  it('is closed over lunch, in English with a 12-hour clock', async () => {
    jest.setSystemTime(new Date('2026-11-23T11:30:00Z'));
    const store = createStore();
    store.set(consentAtom, consentChoice([]));
    renderPage(<StoreDetailPage />, '/en/stores/vaduz', api(null), { store });
    expect(await screen.findByText('Closed now')).toBeInTheDocument();
    expect(screen.getByText('Our branch in the Städtle.')).toBeInTheDocument();
  });

  it('without a map token but with consent shows the address and directions in the map’s place (English)', async () => {
    const store = createStore();
    store.set(consentAtom, consentChoice(['C0003', 'C0004']));
    renderPage(<StoreDetailPage />, '/en/stores/vaduz', api(null), { store });
    expect(await screen.findByText('Open now')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Get directions/ })).toHaveLength(2),
    );
    const addresses = screen.getAllByText(/Städtle 17/);
    expect(addresses).toHaveLength(2);
    expect(addresses[1]).toHaveTextContent(/Städtle 17\s*9490 Vaduz\s*Liechtenstein/);
    expect(screen.queryByRole('button', { name: 'Open cookie settings' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Map/ })).toBeNull();
    expect(mapInstances).toEqual([]);
  });

  it('with a token but without consent points to the cookie settings', async () => {
    const store = createStore();
    store.set(consentAtom, consentChoice(['C0003']));
    renderPage(<StoreDetailPage />, '/filialen/vaduz', api('pk.test'), { store });
    const open = await screen.findByRole('button', { name: 'Cookie-Einstellungen öffnen' });
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(open);
    expect(store.get(consentSettingsOpenAtom)).toBe(true);
    expect(mapInstances).toEqual([]);
  });

  it('loads the map at the branch once Functional and Targeting are allowed', async () => {
    const store = createStore();
    store.set(consentAtom, consentChoice(['C0003', 'C0004']));
    renderPage(<StoreDetailPage />, '/filialen/vaduz', api('pk.test'), { store });
    expect(
      await screen.findByRole('region', { name: 'Karte der Filiale Vaduz' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(mapInstances).toEqual([{ center: [9.5215, 47.1398] }]));
  });

  it('says an unknown store is not listed', async () => {
    renderPage(<StoreDetailPage />, '/filialen/atlantis', api(null));
    expect(
      await screen.findByText('Unter dieser Adresse ist keine Filiale eingetragen.'),
    ).toBeInTheDocument();
  });
});
