import '@shop/ui/styles.css';
import './layout/layout.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureUtmParams } from '@shop/api-client';
import { sessionCookiesReadyAtom } from '@shop/api-client/react';
import { languageOfPath, matchRoute } from '@shop/i18n';
import {
  alternateParamsAtom,
  ancestorTitlesAtom,
  pageTitleAtom,
  routeMatchAtom,
  storeKeyAtom,
} from '@shop/i18n/react';
import { holdControls } from '@shop/app-state';
import { App, createQueryClient } from './app/App';
import { readServerState, type ServerState } from './app/server-state';
import { shopStore } from './app/shop-store';
import { storeHostsAtom } from './app/store-hosts';
import { fetchStoreConfig } from './app/store-config';
import { fetchRemotesConfig } from './federation/remotes-config';
import { loadRemoteModule, registerShopRemotes } from './federation/load-remote-module';
import { remoteMessagesModule } from './federation/remote-messages';
import { servedStatusAtom } from './routing/served-status';

const queryClient = createQueryClient();

/**
 * Takes over the HTML the edge rendered: the same store, route, data and remote modules as on
 * the server, so the first render matches it and nothing is fetched twice.
 */
async function hydratePage(container: HTMLElement, state: ServerState) {
  registerShopRemotes(state.remotes);
  shopStore.set(storeKeyAtom, state.store);
  shopStore.set(storeHostsAtom, state.hosts);
  const { pathname } = window.location;
  const match = matchRoute(pathname);
  shopStore.set(routeMatchAtom, match);
  shopStore.set(pageTitleAtom, state.title);
  shopStore.set(alternateParamsAtom, state.alternates);
  shopStore.set(ancestorTitlesAtom, state.ancestorTitles);
  shopStore.set(servedStatusAtom, { pathname: match?.pathname ?? pathname, status: state.status });
  hydrate(queryClient, state.queries);
  // The edge rendered without the session; the cookies count from the first commit on.
  shopStore.set(sessionCookiesReadyAtom, false);
  // A module that fails here renders its region in the browser (React recovers the mismatch).
  const texts = remoteMessagesModule(languageOfPath(pathname));
  await Promise.all(
    state.modules.flatMap(([remote, module]) =>
      [module, texts].map((name) =>
        loadRemoteModule(remote, name).catch((error: unknown) => {
          console.error(`Remote ${remote} ${name} failed to load`, error);
        }),
      ),
    ),
  );
  // As a transition React hydrates in slices and lets the browser handle input in between; a
  // click on a part not yet hydrated hydrates it at once. The controls stay disabled until the
  // whole page, the remotes' regions included, has committed (MarkHydrated releases them).
  holdControls();
  startTransition(() => {
    hydrateRoot(container, <App store={shopStore} queryClient={queryClient} />);
  });
}

async function renderPage(container: HTMLElement) {
  const root = createRoot(container);
  const [remotes, storeConfig] = await Promise.all([
    fetchRemotesConfig().catch((error: unknown) => {
      // Without a remotes config every page region shows its fallback; the frame still renders.
      console.error('Remotes config unavailable', error);
      return null;
    }),
    fetchStoreConfig(),
  ]);
  if (remotes) registerShopRemotes(remotes);
  shopStore.set(storeKeyAtom, storeConfig.store);
  shopStore.set(storeHostsAtom, storeConfig.hosts);
  root.render(<App store={shopStore} queryClient={queryClient} />);
}

// The landing URL's UTM values, kept for the order (read once; later navigation is in-app).
captureUtmParams(window.location.search);
const container = document.getElementById('root')!;
const state = readServerState();
void (state ? hydratePage(container, state) : renderPage(container));
