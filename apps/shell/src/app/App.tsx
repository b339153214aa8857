import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue, type createStore } from 'jotai';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, useLocation } from '@shop/router';
import {
  browserRefreshLock,
  createApiClient,
  readBrowserSession,
  type ApiClient,
} from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { languageOfPath, localeTag, type StoreKey } from '@shop/i18n';
import { pickMessages, pricesMessages } from '@shop/i18n/messages';
import { storeKeyAtom } from '@shop/i18n/react';
import { BuildUpdateWatch } from '../build-update/BuildUpdateWatch';
import { RemoteWidgetProvider, type RemoteWidgetProps } from '@shop/app-state';
import { RemoteModule } from '../federation/RemoteModule';
import { ModalHost } from '../modals/ModalHost';
import { PriceSocket } from '../prices/PriceSocket';
import { PageOutlet } from '../routing/PageOutlet';
import { SessionCookiesReady } from '../session/SessionCookiesReady';
import { SessionWatch } from '../session/SessionWatch';
import { MarkHydrated } from './MarkHydrated';

/** The shell's own texts: its frame and the price ticker. Remotes bring theirs. */
const messages = pickMessages(pricesMessages);

/**
 * The page's query cache. Data the server rendered with arrives less than a minute old, so the
 * browser uses it without fetching it again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** How a remote's page draws another remote's widget (a product card on a content page). */
const renderRemoteWidget = ({ remote, module, props, loading }: RemoteWidgetProps) => (
  <RemoteModule remote={remote} module={module} props={props} loading={loading} />
);

/** The browser's API client: through the edge, with the session the edge keeps in cookies. */
function browserApi(storeKey: StoreKey): ApiClient {
  return createApiClient({
    baseUrl: '/api',
    storeKey,
    // Spec 4's session rules; the edge keeps the tokens, the readable cookies tell the level
    // and each renewal, and one tab at a time refreshes.
    session: {
      hasSession: () => readBrowserSession().level !== null,
      sessionStamp: () => readBrowserSession().expiresAt,
      exclusive: browserRefreshLock(),
    },
  });
}

type CreateApi = (storeKey: StoreKey) => ApiClient;

function LocalizedProviders({
  createApi,
  children,
}: {
  createApi: CreateApi;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const storeKey = useAtomValue(storeKeyAtom);
  const language = languageOfPath(pathname);
  const api = useMemo(() => createApi(storeKey), [createApi, storeKey]);
  return (
    <IntlProvider
      locale={localeTag(storeKey, language)}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <ApiClientProvider client={api}>
        <RemoteWidgetProvider render={renderRemoteWidget}>{children}</RemoteWidgetProvider>
      </ApiClientProvider>
    </IntlProvider>
  );
}

export interface AppProps {
  /** The page's jotai store: one per page in the browser, one per request on the server. */
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  /** BrowserRouter in the browser; the edge renders with a StaticRouter at the request's URL. */
  router?: ComponentType<{ children: ReactNode }>;
  createApi?: CreateApi;
}

/** The shell's page: the same tree in the browser and on the edge, with the providers given. */
export function App({
  store,
  queryClient,
  router: Router = BrowserRouter,
  createApi = browserApi,
}: AppProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router>
          <LocalizedProviders createApi={createApi}>
            <SessionCookiesReady />
            <BuildUpdateWatch />
            <SessionWatch />
            <PriceSocket />
            <PageOutlet />
            <ModalHost />
            {/* Last: its effect runs after every other of the first commit. */}
            <MarkHydrated />
          </LocalizedProviders>
        </Router>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
