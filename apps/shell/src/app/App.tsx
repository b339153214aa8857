import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { browserRefreshLock, createApiClient, readBrowserSession } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { languageOfPath, localeTag } from '@shop/i18n';
import { pickMessages, pricesMessages } from '@shop/i18n/messages';
import { storeKeyAtom } from '@shop/i18n/react';
import { RemoteWidgetProvider, type RemoteWidgetProps } from '@shop/ui';
import { RemoteModule } from '../federation/RemoteModule';
import { ModalHost } from '../modals/ModalHost';
import { PriceSocket } from '../prices/PriceSocket';
import { PageOutlet } from '../routing/PageOutlet';
import { SessionWatch } from '../session/SessionWatch';
import { shopStore } from './shop-store';

/** The shell's own texts: its frame and the price ticker. Remotes bring theirs. */
const messages = pickMessages(pricesMessages);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** How a remote's page draws another remote's widget (a product card on a content page). */
const renderRemoteWidget = ({ remote, module, props, loading }: RemoteWidgetProps) => (
  <RemoteModule remote={remote} module={module} props={props} loading={loading} />
);

function LocalizedProviders({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const storeKey = useAtomValue(storeKeyAtom);
  const language = languageOfPath(pathname);
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: '/api',
        storeKey,
        // Spec 4's session rules; the edge keeps the tokens, the readable cookies tell the level
        // and each renewal, and one tab at a time refreshes.
        session: {
          hasSession: () => readBrowserSession().level !== null,
          sessionStamp: () => readBrowserSession().expiresAt,
          exclusive: browserRefreshLock(),
        },
      }),
    [storeKey],
  );
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

export function App() {
  return (
    <JotaiProvider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <LocalizedProviders>
            <SessionWatch />
            <PriceSocket />
            <PageOutlet />
            <ModalHost />
          </LocalizedProviders>
        </BrowserRouter>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
