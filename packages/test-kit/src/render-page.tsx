import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { useLocation } from '@shop/router';
import { createApiClient, readBrowserSession } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import {
  buildPath,
  getRoute,
  languageOfPath,
  localeTag,
  matchRoute,
  type Language,
  type PageMatch,
  type PageProps,
  type RouteId,
  type RouteParams,
  type StoreKey,
} from '@shop/i18n';
import { alternateParamsAtom, pageTitleAtom, routeMatchAtom, storeKeyAtom } from '@shop/i18n/react';
import { notificationsAtom, openModalAtom } from '@shop/app-state';
import { fakeApi, type ApiCall, type ApiHandler, type FakeApi } from './fake-api';
import { setSession, type SessionLevel } from './session';

/** A remote's message tables by language, as its `src/messages.ts` exports them. */
export type MessageTables = Record<Language, Record<string, string>>;

/** Where the page is: a path (with query), or a route by id. */
export type PageAt = string | { route: RouteId; language?: Language; params?: RouteParams };

export interface RenderOptions {
  /** The texts of the remote under test; by default what `configureTestKit` was given. */
  messages?: MessageTables;
  storeKey?: StoreKey;
  /** The readable session cookies the edge would set; untouched when not given. */
  session?: SessionLevel;
  /**
   * The browser's session rules (an anonymous session is fetched first when there is none, a 401
   * is refreshed); by default what `configureTestKit` was given, else off.
   */
  sessionRules?: boolean;
  /** A jotai store the test prepared (atoms set before the render). */
  store?: ReturnType<typeof createStore>;
  /** Providers the remote puts around each of its pages inside the shell's (the staff client). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

type Defaults = Pick<RenderOptions, 'messages' | 'sessionRules' | 'wrapper'>;
let defaults: Defaults = {};

/** Sets what every render of the test file uses unless it says otherwise (a remote's jest setup). */
export function configureTestKit(options: Defaults): void {
  defaults = options;
}

/** Where the router is now, for assertions on URL changes. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function pathOf(at: PageAt): string {
  if (typeof at === 'string') return at;
  return buildPath(getRoute(at.route), at.language ?? 'de', at.params);
}

/**
 * Renders a page module (or any element) as the shell would: the route match of the path in the
 * store, the shell's providers with the remote's texts, and the real API client whose fetch is
 * answered by `api` (a fake API, or one handler for every call).
 */
export function renderPage(
  page: ComponentType<PageProps> | ReactNode,
  at: PageAt,
  api: FakeApi | ApiHandler = fakeApi(),
  options: RenderOptions = {},
) {
  const {
    messages = defaults.messages,
    sessionRules = defaults.sessionRules ?? false,
    wrapper: Wrapper = defaults.wrapper ?? Fragment,
  } = options;
  if (!messages)
    throw new Error('renderPage needs the remote’s messages (configureTestKit or options)');
  const storeKey = options.storeKey ?? 'at';
  const url = new URL(pathOf(at), 'http://shop.test');
  const match = matchRoute(url.pathname);
  const isPageModule = typeof page === 'function';
  if (isPageModule && match?.kind !== 'page') throw new Error(`No page at ${url.pathname}`);
  if (options.session !== undefined) setSession(options.session);

  const store = options.store ?? createStore();
  store.set(routeMatchAtom, match);
  if (options.storeKey) store.set(storeKeyAtom, options.storeKey);
  const fake = typeof api === 'function' ? fakeApi(api) : api;
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const requestUrl = new URL(String(input), 'http://shop.test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: requestUrl.pathname.replace(/^\/api/, ''),
      url: requestUrl,
      query: requestUrl.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      init,
    };
    const { status, body } = await fake.answer(call);
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({
    baseUrl: '/api',
    storeKey,
    fetch,
    ...(sessionRules ? { session: { hasSession: () => readBrowserSession().level !== null } } : {}),
  });
  const language = match?.language ?? languageOfPath(url.pathname);
  const Page = isPageModule ? (page as ComponentType<PageProps>) : null;
  const content = Page ? <Page match={match as PageMatch} /> : (page as ReactNode);

  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider
          locale={localeTag(storeKey, language)}
          messages={messages[language]}
          defaultLocale="de-AT"
        >
          <ApiClientProvider client={client}>
            <Wrapper>
              <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
                {content}
                <LocationProbe />
              </MemoryRouter>
            </Wrapper>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );

  /**
   * Resolves once no query of the page is fetching: answers that are drawn may start more queries
   * (similar products, their prices), so it waits again until none runs. No clock is involved, so
   * a `waitFor` after it only has to see React commit, not the whole chain of requests, batching
   * and renders that takes seconds on a busy machine.
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
    api: fake,
    calls: fake.calls,
    /** The URLs called so far, in order (with the `/api` base). */
    get requests() {
      return fake.calls.map((call) => call.url);
    },
    callsTo: fake.callsTo,
    /** The query parameters of the calls to one path (any method), e.g. `'/products/search'`. */
    queriesTo: (path: string) =>
      fake.calls.filter((call) => call.path === path).map((call) => Object.fromEntries(call.query)),
    store,
    queryClient,
    client,
    settled,
    openModal: () => store.get(openModalAtom),
    notifications: () => store.get(notificationsAtom),
    notificationTitles: () => store.get(notificationsAtom).map((n) => n.title),
    pageTitle: () => store.get(pageTitleAtom),
    alternates: () => store.get(alternateParamsAtom),
  };
}
