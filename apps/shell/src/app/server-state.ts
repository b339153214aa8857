import type { DehydratedState } from '@tanstack/react-query';
import type { AlternateParams, ShopRemoteName, StoreHostMap, StoreKey } from '@shop/i18n';
import type { AncestorTitles } from '@shop/i18n/react';
import type { RemotesConfig } from '../federation/remotes-config';

/**
 * What a page the edge rendered hands to the browser, so the first browser render is the
 * server's: the store, where the remotes live, the remote modules the HTML came from and the
 * react-query data it shows.
 */
export interface ServerState {
  store: StoreKey;
  /** The HTTP status of the page as the edge answered it. */
  status: number;
  hosts: StoreHostMap;
  remotes: RemotesConfig;
  /** `[remote, module]` of every remote region rendered on the server. */
  modules: Array<[ShopRemoteName, string]>;
  queries: DehydratedState;
  /**
   * The page's own title, its twin's slugs and its ancestors' titles, as the page published them
   * while rendering.
   */
  title: string | null;
  alternates: AlternateParams;
  ancestorTitles: AncestorTitles;
}

export const SERVER_STATE_ID = 'shop-server-state';

/** The state as a JSON script element; `<` escaped so no value can close the element. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state the edge put into this page, or null when the page came without server HTML. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch (error) {
    console.error('Server state unreadable; rendering in the browser', error);
    return null;
  }
}
