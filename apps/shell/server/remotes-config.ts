import { createHash } from 'node:crypto';
import {
  perRemote,
  remoteNames,
  shopRemoteNames,
  type RemoteName,
  type ShopRemoteName,
} from '@shop/i18n';
import { originOf } from './security-headers';

export { remoteNames };

export type RemoteManifests = Record<RemoteName, string>;
/** The manifests of the shop's remotes: what its pages load and the edge renders. */
export type ShopRemoteManifests = Record<ShopRemoteName, string>;

/** Where `scripts/shop.mjs` serves each remote by default (`remotes.json` of @shop/i18n). */
export const defaultRemoteManifests: RemoteManifests = perRemote(
  ({ port }) => `http://localhost:${port}/mf-manifest.json`,
);

export const remoteEnv: Record<RemoteName, string> = perRemote(({ env }) => env);

export interface RemotesDocument {
  body: string;
  etag: string;
}

/**
 * The `/remotes.json` a host page fetches at start, so a remote can move without a shell build:
 * the shop's page gets the shop's remotes (the default), the back-office page only its own.
 */
export function remotesDocument(
  remotes: RemoteManifests,
  names: readonly RemoteName[] = shopRemoteNames,
): RemotesDocument {
  const body = JSON.stringify(Object.fromEntries(names.map((name) => [name, remotes[name]])));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  return { body, etag };
}

/**
 * The shop's remotes out of all: what a shop page registers and watches for new builds (the
 * back-office's remote is neither loaded by it nor allowed by its CSP).
 */
export const shopRemoteManifests = (remotes: RemoteManifests): ShopRemoteManifests =>
  Object.fromEntries(shopRemoteNames.map((name) => [name, remotes[name]])) as ShopRemoteManifests;

/** Distinct cross-origin hosts of the named remotes; relative manifest URLs are same-origin. */
export function remoteOrigins(
  remotes: RemoteManifests,
  names: readonly RemoteName[] = shopRemoteNames,
): string[] {
  return [
    ...new Set(names.map((name) => originOf(remotes[name])).filter((o): o is string => o !== null)),
  ];
}
