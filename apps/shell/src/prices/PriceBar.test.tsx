import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { createApiClient, type MetalPricesResponse } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { priceStatusAtom } from '@shop/api-client/price-socket';
import { matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { openModalAtom } from '@shop/app-state';
import { PriceBar } from './PriceBar';

const serverTime = Date.parse('2026-05-04T10:01:00.000Z');

/** The answer of the API; `feedUpdatedAt` with `stale` when the feed stopped. */
function metalPrices(feed: { feedUpdatedAt?: string; stale?: boolean } = {}): MetalPricesResponse {
  const amounts = { gold: 310_012, silver: 3_456, platinum: 95_000, palladium: 88_850 } as const;
  return (['gold', 'silver', 'platinum', 'palladium'] as const).map((name) => ({
    name,
    prices: (['EUR', 'CHF', 'USD'] as const).flatMap((currency, i) => [
      { currency, type: 'buy' as const, centAmount: amounts[name] + i },
      { currency, type: 'sell' as const, centAmount: amounts[name] - 500 },
    ]),
    lastRecalculatedAt: '2026-05-04T10:00:00.000Z',
    serverTimestamp: new Date(serverTime).toISOString(),
    nextRecalculationAt: '2026-05-04T10:03:00.000Z',
    ...feed,
  }));
}

function renderBar({
  language = 'en' as Language,
  metals = metalPrices() as unknown,
  status = 200,
} = {}) {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'en' ? '/en/shop' : '/shop'));
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(JSON.stringify(metals), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={language === 'en' ? 'en-GB' : 'de-AT'} messages={messages[language]}>
          <ApiClientProvider client={api}>
            <MemoryRouter>
              <PriceBar />
            </MemoryRouter>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { store, requests };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('PriceBar', () => {
  it('shows the four metals’ buy prices per ounce in the store currency, readable as one button', async () => {
    const { requests } = renderBar();
    const ticker = await screen.findByRole('button', { name: /Gold €3,100\.12/ });
    expect(requests).toEqual(['/api/prices/metals']);
    // Name computation may put a space before the commas, depending on the engine.
    expect(ticker).toHaveAccessibleName(
      /^Buy price per troy ounce: Gold €3,100\.12 ?, Silver €34\.56 ?, Platinum €950\.00 ?, Palladium €888\.50 ?, Show the rates chart$/,
    );
    expect(ticker).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('speaks German in the German shop', async () => {
    renderBar({ language: 'de' });
    expect(
      await screen.findByRole('button', { name: /^Kaufpreis je Feinunze: Gold €\s3\.100,12/ }),
    ).toBeInTheDocument();
  });

  it('links the price list, in each language by the route table', async () => {
    renderBar({ language: 'de' });
    expect(screen.getByRole('link', { name: 'Preisliste' })).toHaveAttribute(
      'href',
      '/preisliste/standard',
    );
  });

  it('links the English price list from the English shop', async () => {
    renderBar({ language: 'en' });
    expect(screen.getByRole('link', { name: 'Price list' })).toHaveAttribute(
      'href',
      '/en/pricelist/standard',
    );
  });

  it('draws skeletons instead of amounts while prices are refreshing', async () => {
    const { store } = renderBar();
    const ticker = await screen.findByRole('button', { name: /Gold €3,100\.12/ });
    act(() => store.set(priceStatusAtom, { ...store.get(priceStatusAtom), refreshing: true }));
    expect(ticker).toHaveAttribute('aria-busy', 'true');
    // The old amounts only hold their boxes (hidden), so no amount is shown or announced.
    expect(ticker).not.toHaveAccessibleName(/€/);
    expect(within(ticker).getAllByText('Loading price')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Prices are being updated …');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('opens the rates modal', async () => {
    const user = userEvent.setup();
    const { store } = renderBar();
    await user.click(await screen.findByRole('button', { name: /Gold/ }));
    expect(store.get(openModalAtom)).toBe('rates');
  });

  it('counts down m:ss to the next update by the server clock, once a second', async () => {
    // The browser clock is 25 s behind the server's.
    jest.useFakeTimers({ now: serverTime - 25_000, advanceTimers: false });
    renderBar();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    // 10:03:00 - 10:01:00 = 2:00 minus the 50 ms just passed, rounded up.
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    expect(screen.getByText('Next price update in')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('1:59');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(119_000);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Next price update any moment')).toBeInTheDocument();
  });

  it('says since when prices are unchanged and stops counting down while the feed is stale', async () => {
    jest.useFakeTimers({ now: serverTime, advanceTimers: false });
    const feedUpdatedAt = '2026-05-04T09:32:00.000Z';
    renderBar({ metals: metalPrices({ feedUpdatedAt, stale: true }) });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(
      new Date(feedUpdatedAt),
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Prices unchanged since ${time}`);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText(/Next price update/)).toBeNull();
    // Past the announced next recalculation nothing is promised either.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(180_000);
    });
    expect(screen.queryByText(/Next price update/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`Prices unchanged since ${time}`);
  });

  it('names the day too, in the store’s order, when prices are unchanged since an earlier day', async () => {
    jest.useFakeTimers({ now: serverTime, advanceTimers: false });
    renderBar({
      language: 'de',
      metals: metalPrices({ feedUpdatedAt: '2026-05-01T20:15:00.000Z', stale: true }),
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Preise unverändert seit 0[12]\/05\/2026 \d{2}:\d{2}$/,
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('counts down as before while the feed is current', async () => {
    jest.useFakeTimers({ now: serverTime, advanceTimers: false });
    renderBar({ metals: metalPrices({ feedUpdatedAt: '2026-05-04T10:00:00.000Z', stale: false }) });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    expect(screen.queryByText(/unchanged/)).toBeNull();
  });

  it('says so when metal prices cannot be loaded', async () => {
    renderBar({
      metals: { name: 'RepositoryError', message: 'down', code: 'x', statusCode: 503 },
      status: 503,
    });
    expect(
      await screen.findByText('Metal prices are not available at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
