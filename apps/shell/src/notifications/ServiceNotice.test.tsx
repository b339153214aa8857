import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { PriceSocket } from '../prices/PriceSocket';
import { NotificationArea } from './NotificationArea';

/** Stands in for the browser's WebSocket: the test opens, greets and closes it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  hello() {
    this.readyState = 1;
    this.onopen?.({} as Event);
    const at = new Date().toISOString();
    this.onmessage?.({
      data: JSON.stringify({ type: 'Hello', lastRecalculatedAt: at, nextRecalculationAt: at }),
    } as MessageEvent);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

const latestSocket = () => FakeSocket.all[FakeSocket.all.length - 1]!;

const upstreamDown = {
  name: 'UnknownError',
  message: 'The service is temporarily unavailable.',
  code: 'upstream_unavailable',
  statusCode: 502,
};

function renderShell(language: Language = 'de') {
  const api = { healthy: true, healthChecks: 0 };
  const fetch = (async (input: RequestInfo | URL) => {
    if (!String(input).endsWith('/api/health')) throw new Error(`unexpected ${String(input)}`);
    api.healthChecks += 1;
    return new Response(
      JSON.stringify(api.healthy ? { status: 'ok', instance: 'api-1' } : upstreamDown),
      {
        status: api.healthy ? 200 : 502,
        headers: { 'content-type': 'application/json' },
      },
    );
  }) as typeof globalThis.fetch;
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'en' ? '/en/shop' : '/shop'));
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale={language === 'en' ? 'en-GB' : 'de-AT'} messages={messages[language]}>
          <ApiClientProvider client={createApiClient({ baseUrl: '/api', storeKey: 'at', fetch })}>
            <MemoryRouter>
              <PriceSocket />
              <NotificationArea />
            </MemoryRouter>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return api;
}

const settle = (ms = 0) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

const germanTitle = 'Preise und Kundenkonto vorübergehend nicht verfügbar';

const BrowserWebSocket = globalThis.WebSocket;

beforeEach(() => {
  FakeSocket.all = [];
  jest.useFakeTimers();
  Object.defineProperty(globalThis, 'WebSocket', { value: FakeSocket, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(globalThis, 'WebSocket', { value: BrowserWebSocket, configurable: true });
});

describe('ServiceNotice', () => {
  it('tells the customer that prices and account are unavailable while the API is down, and goes when it is back', async () => {
    const api = renderShell('de');
    act(() => latestSocket().hello());
    expect(screen.queryByRole('alert')).toBeNull();

    api.healthy = false;
    act(() => latestSocket().close());
    await settle();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(germanTitle);
    expect(notice).toHaveTextContent(
      'Preise und Ihr Kundenkonto können gerade nicht geladen werden. Diese Seite aktualisiert sich von selbst, sobald sie wieder erreichbar sind.',
    );
    // It sits in the page's one notification region and cannot be dismissed: it is a state.
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toContainElement(notice);
    expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull();

    // The socket keeps failing every 10 s while /api/health is asked every 5 s.
    await settle(10_000);
    act(() => latestSocket().close());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(germanTitle);

    api.healthy = true;
    await settle(5_000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes at once when the socket is greeted again', async () => {
    const api = renderShell('en');
    api.healthy = false;
    act(() => latestSocket().close());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Prices and customer account temporarily unavailable' +
        'Prices and your account cannot be loaded at the moment. This page updates itself as soon as they are back.',
    );
    await settle(10_000);
    act(() => latestSocket().hello());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays away when only the socket dropped and /api/health answers', async () => {
    const api = renderShell('de');
    act(() => latestSocket().hello());
    act(() => latestSocket().close());
    await settle();
    expect(api.healthChecks).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
