import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { useLocation } from '@shop/router';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider, sessionVersionAtom } from '@shop/api-client/react';
import { type PageProps } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { sessionExpiredTargetAtom } from '../session/expired-session';
import { PageOutlet } from './PageOutlet';
import { loadRemoteModule } from '../federation/load-remote-module';
import { serveRemote } from '../test/remote-modules';

jest.mock('../federation/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  // Nothing is loaded before a render here: every region loads after mount.
  peekRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

const loadMock = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Page({ match }: PageProps) {
  return (
    <p>
      page {match.route.id} {JSON.stringify(match.params)}
    </p>
  );
}

/** The header's main navigation from the content remote. */
function ContentMenu() {
  return <nav aria-label="Main navigation">content menu</nav>;
}

/** Serves the remotes as serveRemote does, with the header's content menu beside them. */
function serve(
  page: unknown,
  messages?: Parameters<typeof serveRemote>[2],
  widgets: Record<string, unknown> = {},
) {
  serveRemote(loadMock, page, messages, { './CmsMenu': ContentMenu, ...widgets });
}

/** The content remote's ErrorContent where editors wrote a page for the status. */
function EditorsErrorContent({
  status,
  message,
  headingId,
}: {
  status: number;
  message?: ReactNode;
  headingId: string;
}) {
  return message ? <>{message}</> : <h1 id={headingId}>What editors wrote for {status}</h1>;
}

/** The same where the content system has nothing for the status. */
function NoErrorContent({ message, fallback }: { message?: ReactNode; fallback: ReactNode }) {
  return <>{message ?? fallback}</>;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderAt(path: string, language: 'de' | 'en' = 'en', store = createStore()) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/products/categories')) return jsonResponse(200, []);
    if (url.includes('/content/page/')) {
      return jsonResponse(404, {
        name: 'ResourceNotFoundError',
        message: 'No page',
        code: 'content_page_not_found',
        statusCode: 404,
      });
    }
    return jsonResponse(500, {
      name: 'UnknownError',
      message: 'unexpected',
      code: 'unknown',
      statusCode: 500,
    });
  });
  const api = createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch: fetchMock as unknown as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <IntlProvider
            locale={language === 'en' ? 'en-GB' : 'de-AT'}
            messages={messages[language]}
          >
            <ApiClientProvider client={api}>
              <PageOutlet />
              <LocationProbe />
            </ApiClientProvider>
          </IntlProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return fetchMock;
}

beforeEach(() => {
  loadMock.mockReset();
  window.scrollTo = jest.fn();
});

describe('PageOutlet', () => {
  afterEach(() => {
    document.cookie = 'ctTokenLevel=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('renders the route’s remote module inside the frame with title and breadcrumb', async () => {
    serve(Page);
    document.cookie = 'ctTokenLevel=User';
    renderAt('/en/my-account/orders/1002');
    expect(await screen.findByText('page orderDetail {"slug":"1002"}')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('account', './OrderDetailPage');
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('HomeMy accountOrdersOrder');
  });

  it('sends a guest from an account page to the login page, with the way back', async () => {
    serve(Page);
    document.cookie = 'ctTokenLevel=Anonymous';
    renderAt('/en/my-account/orders/1002');
    expect(await screen.findByText('page login {}')).toBeInTheDocument();
    expect(loadMock).not.toHaveBeenCalledWith('account', './OrderDetailPage');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/en/login?returnTo=%2Fen%2Fmy-account%2Forders%2F1002',
    );
  });

  it('sends a customer signed out on an account page home, not to the login page', async () => {
    serve(Page);
    document.cookie = 'ctTokenLevel=User';
    const store = createStore();
    renderAt('/en/my-account/orders/1002', 'en', store);
    expect(await screen.findByText('page orderDetail {"slug":"1002"}')).toBeInTheDocument();
    // The session ends (the edge dropped the cookies) before the page's own way home commits.
    document.cookie = 'ctTokenLevel=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    act(() => store.set(sessionVersionAtom, (n) => n + 1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    // Not by way of the login page.
    expect(screen.queryByText(/page login/)).not.toBeInTheDocument();
  });

  it('sends a customer whose session expired on an account page to the notice’s target, not home', async () => {
    serve(Page);
    document.cookie = 'ctTokenLevel=User';
    const store = createStore();
    renderAt('/en/my-account/orders/1002', 'en', store);
    expect(await screen.findByText('page orderDetail {"slug":"1002"}')).toBeInTheDocument();
    // The notice is taking the page to the login; the dropped cookies are noticed first.
    act(() =>
      store.set(sessionExpiredTargetAtom, '/en/login?returnTo=%2Fen%2Fmy-account%2Forders%2F1002'),
    );
    document.cookie = 'ctTokenLevel=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    act(() => store.set(sessionVersionAtom, (n) => n + 1));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/en/login?returnTo=%2Fen%2Fmy-account%2Forders%2F1002',
      ),
    );
  });

  it('renders a remote page with the texts the remote brought, not only the shell’s', async () => {
    function Texts() {
      const intl = useIntl();
      return <p>{intl.formatMessage({ id: 'catalog.listing.heading' })}</p>;
    }
    serve(Texts, {
      de: { 'catalog.listing.heading': 'Neu' },
      en: { 'catalog.listing.heading': 'New' },
    });
    renderAt('/en/wishlist');
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('catalog', './messages-en');
  });

  it('shows the content for 404 on a content path the content system does not have', async () => {
    serve(Page, undefined, { './ErrorContent': EditorsErrorContent });
    renderAt('/en/no/such/page');
    const section = await screen.findByRole('region', { name: 'What editors wrote for 404' });
    expect(section).toHaveAttribute('data-status', '404');
    expect(loadMock).toHaveBeenCalledWith('content', './ErrorContent');
  });

  it('shows the built-in 404 where the content system has no content for it', async () => {
    serve(Page, undefined, { './ErrorContent': NoErrorContent });
    renderAt('/en/no/such/page');
    expect(await screen.findByText('Page not found: /en/no/such/page')).toBeInTheDocument();
  });

  it('shows the built-in 404 where the content remote fails', async () => {
    serve(Page, undefined, { './ErrorContent': new Error('down') });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/en/no/such/page');
    expect(await screen.findByText('Page not found: /en/no/such/page')).toBeInTheDocument();
    expect(screen.queryByText('This part of the page could not be loaded.')).toBeNull();
  });

  it('passes the route validation message to the error content for a bad transaction type', async () => {
    serve(Page, undefined, { './ErrorContent': EditorsErrorContent });
    renderAt('/en/checkout/rent');
    expect(await screen.findByText('Page Not Found: /en/checkout/rent')).toBeInTheDocument();
    expect(screen.queryByText('What editors wrote for 404')).toBeNull();
    expect(loadMock).not.toHaveBeenCalledWith('checkout', expect.anything());
  });

  it('contains a remote that fails to load and retries on request', async () => {
    serve(new Error('down'));
    renderAt('/en/cart');
    expect(
      await screen.findByText('This part of the page could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    serve(Page);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('page cart {}')).toBeInTheDocument();
  });

  it('contains a remote page that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    serve(Broken);
    renderAt('/en/wishlist');
    expect(
      await screen.findByText('This part of the page could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
