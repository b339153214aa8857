import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApiClient, type Cart } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { localeTag, matchRoute, type PageMatch, type PageProps, type StoreKey } from '@shop/i18n';
import { routeMatchAtom, storeKeyAtom } from '@shop/i18n/react';
import { notificationsAtom, openModalAtom } from '@shop/app-state';
import messages from '../messages';
import { makeCart, makeLineItem } from '@shop/api-client/test-support';

/** One API call as the fake API sees it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * Answers one call: a body for 200, or `{ status, body }` built with `reply`; throwing stands for
 * an unreachable API.
 */
export type ApiHandler = (call: ApiCall) => unknown;
const replyMark = Symbol('reply');
export const reply = (status: number, body: unknown) => ({ [replyMark]: true, status, body });

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a checkout page as the shell would, with the API answered by `api`. */
export function renderCheckout(
  Page: ComponentType<PageProps>,
  path: string,
  api: ApiHandler,
  storeKey: StoreKey = 'at',
) {
  const url = new URL(path, 'http://shop.test');
  const match = matchRoute(url.pathname);
  if (!match || match.kind !== 'page') throw new Error(`No page at ${path}`);
  const store = createStore();
  store.set(routeMatchAtom, match);
  store.set(storeKeyAtom, storeKey);
  const calls: ApiCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const requestUrl = new URL(String(input), 'http://shop.test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: requestUrl.pathname.replace(/^\/api/, ''),
      query: requestUrl.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const result = (await api(call)) as { [replyMark]?: true; status?: number; body?: unknown };
    const { status, body } = result?.[replyMark]
      ? { status: result.status ?? 200, body: result.body }
      : { status: 200, body: result };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: '/api', storeKey, fetch });
  const language = match.language;
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={localeTag(storeKey, language)} messages={messages[language]}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
              <Page match={match as PageMatch} />
              <LocationProbe />
            </MemoryRouter>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return {
    ...result,
    calls,
    callsTo: (what: string) => calls.filter((c) => `${c.method} ${c.path}` === what),
    store,
    queryClient,
    openModal: () => store.get(openModalAtom),
    notifications: () => store.get(notificationsAtom).map((n) => n.title),
  };
}

/** An active buy cart of the Austrian store with one coin. */
export const sampleCart: Cart = makeCart({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  version: 3,
  lineItems: [makeLineItem({ id: 'line-1', productId: 'p-1' })],
});
