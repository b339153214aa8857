import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApiClient, readBrowserSession, type Customer } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { localeTag, matchRoute, type PageMatch, type PageProps } from '@shop/i18n';
import { routeMatchAtom } from '@shop/i18n/react';
import { messagesFor } from '@shop/i18n/messages';
import { notificationsAtom, openModalAtom } from '@shop/ui';

/** The texts the account remote ships (see src/messages.ts). */
const messages = messagesFor('account', 'forms');

/** One API call as the fake API sees it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiReply {
  status: number;
  body: unknown;
}

/** Answers one API call: a body for 200, `reply(status, body)` for anything else. */
export type ApiHandler = (call: ApiCall) => unknown;

export const reply = (status: number, body: unknown): ApiReply => ({ status, body });

/** The API's error object, as the fake API answers with it. */
export const apiError = (
  code: string,
  statusCode = 400,
  details?: { path: string; message: string }[],
) =>
  reply(statusCode, {
    name: 'OperationNotValidError',
    message: code,
    code,
    statusCode,
    ...(details ? { details } : {}),
  });

function isReply(value: unknown): value is ApiReply {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'body' in value &&
    Object.keys(value).length === 2
  );
}

export const sampleCustomer: Customer = {
  id: 'c-1',
  email: 'anna.gruber@example.at',
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Gruber',
  type: 'individual',
  phone: '+43 660 1234567',
  phoneVerified: false,
  emailVerified: true,
  newsletterInterests: ['gold'],
  languageTag: 'de',
  addresses: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 3,
};

/** Sets the readable session cookies as the edge would: a signed-in customer, or a guest. */
export function setSession(level: 'User' | 'Anonymous' | null, userId = 'c-1'): void {
  const expire = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = level ? `ctTokenLevel=${level}` : `ctTokenLevel=; ${expire}`;
  document.cookie = level ? `ctUserId=${userId}` : `ctUserId=; ${expire}`;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page module (or any element) as the shell would: the route match of the path, the
 * shell's providers, and an API client whose fetch is answered by `api`. Returns the calls made.
 */
export function renderPage(
  Page: ComponentType<PageProps> | ReactNode,
  path: string,
  api: ApiHandler,
) {
  const url = new URL(path, 'http://shop.test');
  const match = matchRoute(url.pathname);
  if (!match || match.kind !== 'page') throw new Error(`No page at ${path}`);
  const store = createStore();
  store.set(routeMatchAtom, match);
  const calls: ApiCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const requestUrl = new URL(String(input), 'http://shop.test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: requestUrl.pathname.replace(/^\/api/, ''),
      query: requestUrl.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const result = api(call);
    const { status, body } = isReply(result) ? result : { status: 200, body: result };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch,
    session: { hasSession: () => readBrowserSession().level !== null },
  });
  const language = match.language;
  const content =
    typeof Page === 'function' ? <Page match={match as PageMatch} /> : (Page as ReactNode);

  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider
          locale={localeTag('at', language)}
          messages={messages[language]}
          defaultLocale="de-AT"
        >
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
              {content}
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
    /** The calls to one path, e.g. `'POST /customers'`. */
    callsTo: (what: string) => calls.filter((c) => `${c.method} ${c.path}` === what),
    store,
    queryClient,
    openModal: () => store.get(openModalAtom),
    notifications: () => store.get(notificationsAtom).map((n) => n.title),
  };
}
