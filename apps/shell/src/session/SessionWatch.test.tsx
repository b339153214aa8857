import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { useLocation } from '@shop/router';
import { createApiClient, readBrowserSession } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { notificationsAtom, openModalAtom } from '@shop/app-state';
import { AccountMenu } from '../layout/AccountMenu';
import { SessionWatch } from './SessionWatch';

const customer = {
  id: 'c-1',
  email: 'anna@example.at',
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Gruber',
  type: 'individual',
  phoneVerified: false,
  emailVerified: true,
  newsletterInterests: [],
  languageTag: 'de',
  addresses: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};
const error = (code: string) => ({
  name: 'OperationNotValidError',
  message: code,
  code,
  statusCode: 401,
});

function setLevel(level: string | null) {
  document.cookie = level
    ? `ctTokenLevel=${level}`
    : 'ctTokenLevel=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderShell(path: string, language: Language, answer: (path: string) => Response) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const apiPath = String(input).replace(/^\/api/, '');
    calls.push(apiPath);
    return answer(apiPath);
  }) as typeof globalThis.fetch;
  const api = createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch,
    session: { hasSession: () => readBrowserSession().level !== null },
  });
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(path.split('?')[0]!));
  render(
    <Provider store={store}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={[path]}>
          <IntlProvider locale={language} messages={messages[language]}>
            <ApiClientProvider client={api}>
              <SessionWatch />
              <AccountMenu />
              <Location />
            </ApiClientProvider>
          </IntlProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { store, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status });

afterEach(() => setLevel(null));

describe('session in the shell', () => {
  it('a guest’s header link opens the Auth modal', async () => {
    setLevel('Anonymous');
    const user = userEvent.setup();
    const { store } = renderShell('/en/shop', 'en', () => json({}));
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/en/login');
    await user.click(link);
    expect(store.get(openModalAtom)).toBe('auth');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/shop');
  });

  it('shows who is signed in and signs out to the home page', async () => {
    setLevel('User');
    const user = userEvent.setup();
    const { calls } = renderShell('/my-account/kundenkonto', 'de', (path) => {
      if (path === '/customers/logout') {
        setLevel(null);
        return json(null, 204);
      }
      return json(customer);
    });
    expect(await screen.findByRole('link', { name: 'Kundenkonto (Anna Gruber)' })).toHaveAttribute(
      'href',
      '/my-account/kundenkonto',
    );
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(calls).toEqual(['/customers/me', '/customers/logout']);
  });

  const expiring = (path: string) => {
    if (path === '/admin/customers/refresh-token') {
      // The edge drops the cookies with its refusal.
      setLevel(null);
      return json(error('refresh_token_reused'), 401);
    }
    if (path === '/customers/logout') return json(null, 204);
    return json(error('session_expired'), 401);
  };

  it.each([
    {
      path: '/en/my-account/orders?page=2',
      language: 'en' as const,
      to: '/en/login?returnTo=%2Fen%2Fmy-account%2Forders%3Fpage%3D2',
      notice: 'Your session has expired and you have been logged out.',
      login: 'Log in',
    },
    {
      path: '/checkout/buy',
      language: 'de' as const,
      to: '/login?returnTo=%2Fcheckout%2Fbuy',
      notice: 'Ihre Sitzung ist abgelaufen und Sie wurden abgemeldet.',
      login: 'Anmelden',
    },
  ])(
    'sends a customer whose session expired in $path to the login, with the way back and the notice',
    async ({ path, language, to, notice, login }) => {
      setLevel('User');
      const { store, calls } = renderShell(path, language, expiring);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(to));
      expect(store.get(notificationsAtom).map((n) => [n.type, n.title])).toEqual([
        ['warning', notice],
      ]);
      expect(await screen.findByRole('link', { name: login })).toBeInTheDocument();
      expect(calls).toEqual([
        '/customers/me',
        '/admin/customers/refresh-token',
        '/customers/logout',
      ]);
    },
  );

  it('sends a customer whose session expired on a shop page home, with the notice', async () => {
    setLevel('User');
    const { store } = renderShell('/en/shop', 'en', expiring);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(store.get(notificationsAtom).map((n) => n.title)).toEqual([
      'Your session has expired and you have been logged out.',
    ]);
  });
});
