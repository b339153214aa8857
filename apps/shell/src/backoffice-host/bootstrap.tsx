import '@shop/ui/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from '@shop/router';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { backofficeRemote, type Language } from '@shop/i18n';
import { pickMessages } from '@shop/i18n/messages';
import { Button, EmptyState } from '@shop/ui';
import { loadBackofficeApp } from './load-backoffice';

/** The host's own texts: only the notice that the back-office could not be loaded. */
const messages = pickMessages();

const queryClient = new QueryClient({
  // Staff data changes under other members' hands: read again when it is looked at again.
  defaultOptions: { queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true } },
});
const store = createStore();
/**
 * Through the edge, which holds the staff session in its cookie; no customer session here. The
 * store key only fills the header every call carries: staff calls name their stores themselves.
 */
const api = createApiClient({ baseUrl: '/api', storeKey: 'at' });

function browserLanguage(): Language {
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : 'de';
}

function Unavailable({ onRetry }: { onRetry: () => void }) {
  const language = browserLanguage();
  return (
    <IntlProvider locale={language} messages={messages[language]} defaultLocale="de">
      <main role="alert" className="ui-container" style={{ paddingBlock: '4rem' }}>
        <EmptyState
          title={messages[language]['remote.failed']}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {messages[language]['remote.retry']}
            </Button>
          }
        />
      </main>
    </IntlProvider>
  );
}

/**
 * Marks the page as started once the app has committed, as the shop's page does (its
 * MarkHydrated): end-to-end tests wait for it before they act.
 */
function MarkStarted() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

const root = createRoot(document.getElementById('root')!);

/** Loads the back-office remote's app and draws it with the page's one set of providers. */
async function start() {
  let App: ComponentType;
  try {
    App = await loadBackofficeApp();
  } catch (error) {
    console.error(`The ${backofficeRemote} remote could not be loaded`, error);
    root.render(<Unavailable onRetry={() => void start()} />);
    return;
  }
  root.render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ApiClientProvider client={api}>
            <App />
            <MarkStarted />
          </ApiClientProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

void start();
