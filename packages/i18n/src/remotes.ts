import remoteTable from './remotes.json';

export interface RemoteInfo {
  /** Where production serves the remote's build (`scripts/shop.mjs`: the shop's PORT + 1…4). */
  port: number;
  /** The remote's webpack dev server. */
  devPort: number;
  /** The edge's variable naming the remote's manifest URL. */
  env: string;
}

/**
 * The remotes of the shop, in one home: `remotes.json` beside this file, which the Node scripts
 * (`scripts/shop.mjs`, `eslint.config.mjs`, the webpack and static-server tooling) read as well.
 */
export const remotes = remoteTable satisfies Record<string, RemoteInfo>;

export type RemoteName = keyof typeof remotes;

/** The remotes in the order of the table. */
export const remoteNames: readonly RemoteName[] = Object.keys(remotes).filter(
  (name): name is RemoteName => name in remotes,
);

/**
 * The dealer's back-office: a remote of its own host (BACKOFFICE_HOST), which the edge serves
 * with its own page; no shop page loads it, and the back-office page loads no other remote.
 */
export const backofficeRemote = 'backoffice' satisfies RemoteName;

/** The remotes the shop's pages load, in the order of the table. */
export type ShopRemoteName = Exclude<RemoteName, typeof backofficeRemote>;
export const shopRemoteNames: readonly ShopRemoteName[] = remoteNames.filter(
  (name): name is ShopRemoteName => name !== backofficeRemote,
);

/** A value for every remote, e.g. its manifest URL, keyed by name. */
export function perRemote<T>(
  value: (remote: RemoteInfo, name: RemoteName) => T,
): Record<RemoteName, T> {
  // The keys are the table's own, so the record is complete.
  return Object.fromEntries(
    remoteNames.map((name) => [name, value(remotes[name], name)]),
  ) as Record<RemoteName, T>;
}

/** The same for the shop's remotes only (the shop's `/remotes.json`). */
export function perShopRemote<T>(
  value: (remote: RemoteInfo, name: ShopRemoteName) => T,
): Record<ShopRemoteName, T> {
  return Object.fromEntries(
    shopRemoteNames.map((name) => [name, value(remotes[name], name)]),
  ) as Record<ShopRemoteName, T>;
}
