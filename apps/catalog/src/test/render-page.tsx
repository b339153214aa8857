import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ComponentType, ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { localeTag, matchRoute, type PageMatch, type PageProps } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { pageTitleAtom, alternateParamsAtom, routeMatchAtom } from '@shop/i18n/react';
import { priceApi, shippingMethodsResponse } from './fixtures';

/** Answers one API call (by URL and method): a body for 200, or a status and error body. */
export type ApiHandler = (url: URL, method: string) => unknown;

export interface ApiReply {
  status: number;
  body: unknown;
}

export const reply = (status: number, body: unknown): ApiReply => ({ status, body });

function isReply(value: unknown): value is ApiReply {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'body' in value &&
    Object.keys(value).length === 2
  );
}

/** Where the router is now, for assertions on URL changes. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page module as the shell would: the route match from the path, the shell's providers,
 * and an API client whose fetch is answered by `api` (and `/api/prices/*` by `prices`, fake prices
 * for every SKU unless a test says otherwise; the shipping methods by a fixed fake). Returns the recorded request URLs and the store.
 */
export function renderPage(
  Page: ComponentType<PageProps>,
  path: string,
  api: ApiHandler,
  { prices = priceApi }: { prices?: ApiHandler } = {},
) {
  const url = new URL(path, 'http://shop.test');
  const match = matchRoute(url.pathname);
  if (!match || match.kind !== 'page') throw new Error(`No page at ${path}`);
  const store = createStore();
  store.set(routeMatchAtom, match);
  const requests: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const requestUrl = new URL(String(input), 'http://shop.test');
    requests.push(requestUrl);
    const method = init?.method ?? 'GET';
    const result = requestUrl.pathname.startsWith('/api/prices/')
      ? prices(requestUrl, method)
      : requestUrl.pathname === '/api/orders/shipping-methods'
        ? shippingMethodsResponse()
        : api(requestUrl, method);
    const { status, body } = isReply(result) ? result : { status: 200, body: result };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
  const language = match.language;

  // Pages read the match from the atom (via hooks) and from props; both come from the same path.
  const ui: ReactElement = (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider
          locale={localeTag('at', language)}
          messages={messages[language]}
          defaultLocale="de-AT"
        >
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
              <Page match={match as PageMatch} />
              <LocationProbe />
            </MemoryRouter>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
  const result = render(ui);

  /**
   * Resolves once no query of the page is fetching: answers that are drawn may start more queries
   * (similar products, their prices), so it waits again until none runs. No clock is involved, so
   * a `waitFor` after it only has to see React commit (which it may hold back a little while a
   * Suspense boundary reveals), not the whole chain of requests, batching and renders that takes
   * seconds on a busy machine.
   */
  async function settled() {
    do {
      await act(async () => {
        await new Promise<void>((resolve) => {
          const check = () => {
            if (queryClient.isFetching() > 0) return;
            unsubscribe();
            resolve();
          };
          const unsubscribe = queryClient.getQueryCache().subscribe(check);
          check();
        });
      });
      // react-query tells its observers in later tasks (setTimeout 0): let them, inside act.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    } while (queryClient.isFetching() > 0);
  }

  return {
    ...result,
    requests,
    /** The searches sent to the API, as their query parameters. */
    searches: () =>
      requests
        .filter((r) => r.pathname === '/api/products/search')
        .map((r) => Object.fromEntries(r.searchParams)),
    /** The price lookups sent to the API, as their query parameters. */
    priceLookups: () =>
      requests
        .filter((r) => r.pathname === '/api/prices/products')
        .map((r) => Object.fromEntries(r.searchParams)),
    store,
    queryClient,
    settled,
    pageTitle: () => store.get(pageTitleAtom),
    alternates: () => store.get(alternateParamsAtom),
  };
}
