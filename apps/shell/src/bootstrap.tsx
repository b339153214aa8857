import '@shop/ui/styles.css';
import './layout/layout.css';
import { createRoot } from 'react-dom/client';
import { storeKeyAtom } from '@shop/i18n/react';
import { App } from './app/App';
import { shopStore } from './app/shop-store';
import { storeHostsAtom } from './app/store-hosts';
import { fetchStoreConfig } from './app/store-config';
import { fetchRemotesConfig } from './federation/remotes-config';
import { registerShopRemotes } from './federation/load-remote-module';

async function start() {
  const root = createRoot(document.getElementById('root')!);
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
  root.render(<App />);
}

void start();
