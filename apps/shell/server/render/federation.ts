import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { init } from '@module-federation/enhanced/runtime';
import { EDGE_SECRET_HEADER } from '@shop/api-client/contract';
import { languages, shopRemoteNames, type ShopRemoteName } from '@shop/i18n';
import {
  loadRemoteModule,
  registerShopRemotes,
  resetRemote,
} from '../../src/federation/load-remote-module';
import { remoteMessagesModule } from '../../src/federation/remote-messages';
import type { ShopRemoteManifests } from '../remotes-config';
import { sharedModules } from './shared-modules';

/** Where a remote publishes its server build: `server/remoteEntry.js` beside its manifest. */
export function serverEntryOf(manifestUrl: string): string | null {
  // A manifest given as a path lives on the browser's origin; the edge cannot tell which.
  if (!/^https?:\/\//.test(manifestUrl)) return null;
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

function installedVersion(name: string): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file))
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for the edge`);
  }
}

type Fetch = typeof fetch;

const nativeFetch: Fetch = globalThis.fetch;
let serverBuildFetch: { bases: string[]; fetch: Fetch } | null = null;

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The federation runtime loads a remote's Node entry with the global fetch, past the runtime
 * plugin's fetch hook (runtime-core's loadEntryNode), so the entry would go without the edge's
 * deadline and secret, and the static servers refuse it. Calls under the remotes' server-build
 * folders take `fetch` instead; every other call of the process is left as it was.
 */
function routeServerBuildFetches(entries: string[], fetch: Fetch): void {
  const bases = entries.map((entry) => new URL('./', entry).href);
  if (!serverBuildFetch)
    globalThis.fetch = (input, init) =>
      serverBuildFetch?.bases.some((base) => urlOf(input).startsWith(base))
        ? serverBuildFetch.fetch(input, init)
        : nativeFetch(input, init);
  serverBuildFetch = { bases, fetch };
}

export interface ServerRemotesOptions {
  remotes: ShopRemoteManifests;
  /** How long one fetch of a remote's entry or chunk may take. */
  fetchTimeoutMs: number;
  /** How often the edge asks whether a remote's server build changed. */
  revalidateMs: number;
  /** EDGE_SECRET: the remotes' static servers give their server builds only to a call with it. */
  edgeSecret?: string | undefined;
  log?: { warn(details: object, message: string): void };
}

export interface ServerRemotes {
  /** Whether the remote has a server build the edge can reach at all. */
  has(remote: ShopRemoteName): boolean;
  /** Loads an exposed module and the remote's texts; rejects when the remote cannot give them. */
  load(remote: ShopRemoteName, module: string): Promise<void>;
  /** Drops remotes whose server build changed since they were loaded (by their entry's ETag). */
  revalidate(): Promise<void>;
}

/**
 * The edge's Module Federation host for server-side rendering: the remotes' server builds, found
 * beside the manifests of the same remotes config the browser gets, loaded over HTTP at run time
 * with the edge's own React, router, query, intl, jotai and our packages as shared singletons.
 * A remote deploys without the edge: a changed entry is noticed and loaded afresh.
 */
export function createServerRemotes(options: ServerRemotesOptions): ServerRemotes {
  const entries = {} as Record<ShopRemoteName, string>;
  for (const name of shopRemoteNames) {
    const entry = serverEntryOf(options.remotes[name]);
    if (entry) entries[name] = entry;
  }
  const withTimeout = (url: string | URL | Request, requestInit?: RequestInit) => {
    const headers = new Headers(requestInit?.headers);
    if (options.edgeSecret) headers.set(EDGE_SECRET_HEADER, options.edgeSecret);
    return nativeFetch(url, {
      ...requestInit,
      headers,
      signal: AbortSignal.timeout(options.fetchTimeoutMs),
    });
  };
  routeServerBuildFetches(Object.values(entries), withTimeout);
  init({
    name: 'shell',
    remotes: [],
    shared: Object.fromEntries(
      sharedModules.map(([key, pkg, module]) => {
        const version = installedVersion(pkg);
        return [
          key,
          {
            version,
            lib: () => module,
            shareConfig: { singleton: true, requiredVersion: `^${version}` },
          },
        ];
      }),
    ),
    shareStrategy: 'loaded-first',
    plugins: [{ name: 'edge-fetch-deadline', fetch: withTimeout }],
  });
  registerShopRemotes(entries);

  const etags = new Map<ShopRemoteName, string>();
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

  async function entryTag(remote: ShopRemoteName): Promise<string | null> {
    const response = await withTimeout(entries[remote], { method: 'HEAD' });
    return response.ok ? response.headers.get('etag') : null;
  }

  return {
    has: (remote) => remote in entries,
    async load(remote, module) {
      if (!(remote in entries)) throw new Error(`Remote ${remote} has no server build address`);
      if (!etags.has(remote)) {
        const tag = await entryTag(remote).catch(() => null);
        if (tag) etags.set(remote, tag);
      }
      // Both languages' texts: the next page may be in the other.
      await Promise.all([
        loadRemoteModule(remote, module),
        ...languages.map((language) => loadRemoteModule(remote, remoteMessagesModule(language))),
      ]);
    },
    revalidate() {
      if (checking) return checking;
      if (Date.now() - checkedAt < options.revalidateMs) return Promise.resolve();
      checking = Promise.all(
        [...etags].map(async ([remote, known]) => {
          const tag = await entryTag(remote).catch(() => null);
          if (tag === null || tag === known) return;
          etags.delete(remote);
          options.log?.warn({ remote }, 'remote server build changed; loading it afresh');
          resetRemote(remote);
        }),
      ).then(() => {
        checkedAt = Date.now();
        checking = null;
      });
      return checking;
    },
  };
}
