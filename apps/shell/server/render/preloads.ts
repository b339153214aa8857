import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language, ShopRemoteName } from '@shop/i18n';
import { DEFERRED_PRELOADS_ID } from '../../src/app/first-paint';
import { remoteMessagesModule } from '../../src/federation/remote-messages';
import { SERVER_STATE_ID } from '../../src/app/server-state';
import type { ShopRemoteManifests } from '../remotes-config';

/** What of a remote's `mf-manifest.json` the edge reads: its entry and each exposed module's files. */
interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: Array<{
    path: string;
    assets: { js: { sync: string[] }; css: { sync: string[] } };
  }>;
}

/** The shell's first-load files behind its async boundary (`critical-assets.json` of the build). */
interface CriticalAssets {
  js: string[];
  css: string[];
}

export interface PagePreloadsOptions {
  distDir: string;
  remotes: ShopRemoteManifests;
  /** How long one fetch of a remote's manifest may take. */
  fetchTimeoutMs: number;
  /** How long a manifest read is trusted: a remote deploys without the edge. */
  revalidateMs: number;
}

export type PagePreloads = (
  modules: ReadonlyArray<readonly [ShopRemoteName, string]>,
  language: Language,
) => Promise<string>;

const escapeAttribute = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One value, read again once it is older than `ttlMs`; a failed read is tried again next time. */
function timed<T>(read: () => Promise<T>, ttlMs: number): () => Promise<T | null> {
  let kept: { at: number; value: T } | null = null;
  let reading: Promise<T | null> | null = null;
  return () => {
    if (kept && Date.now() - kept.at < ttlMs) return Promise.resolve(kept.value);
    reading ??= read()
      .then((value) => {
        kept = { at: Date.now(), value };
        return value;
      })
      .catch(() => kept?.value ?? null)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
}

/**
 * The `<head>` links that flatten the chunk waterfall of a page the edge rendered. Without them
 * the browser finds its files one after the other: main.js, then the shell's bootstrap and
 * shared chunks, then the remote's manifest, its entry, the exposed module and its chunks, with
 * the styles last (the server's HTML would show unstyled until then). With them it asks for all
 * at once: the styles as stylesheets (the CSS loaders find them and add none again), the scripts
 * as preloads, the manifests as fetches. Only what the page rendered is named, read from the
 * same manifests the browser's federation runtime reads; a manifest that cannot be had costs
 * only its remote's preloads.
 *
 * The styles are needed for the first paint; the scripts only for hydration. The script and
 * manifest preloads therefore wait in a `<template>` that main.js adds to the head once the page
 * has painted with its main picture (`deferredPreloadSteps`): on a slow phone the third of a
 * megabyte of scripts would otherwise share the line with the picture and hold the page's
 * largest paint back by a second.
 */
export function createPagePreloads(options: PagePreloadsOptions): PagePreloads {
  const critical = timed<CriticalAssets>(
    async () =>
      JSON.parse(
        await readFile(path.join(options.distDir, 'critical-assets.json'), 'utf8'),
      ) as CriticalAssets,
    options.revalidateMs,
  );
  const manifests = new Map<ShopRemoteName, () => Promise<BrowserManifest | null>>();
  const manifestOf = (remote: ShopRemoteName) => {
    let read = manifests.get(remote);
    if (!read) {
      read = timed(async () => {
        const response = await fetch(options.remotes[remote], {
          signal: AbortSignal.timeout(options.fetchTimeoutMs),
        });
        if (!response.ok) throw new Error(`${remote} manifest answered ${response.status}`);
        return (await response.json()) as BrowserManifest;
      }, options.revalidateMs);
      manifests.set(remote, read);
    }
    return read();
  };

  return async (modules, language) => {
    const styles: string[] = [];
    const scripts: string[] = [];
    const fetches: string[] = [];
    const shell = await critical();
    for (const file of shell?.css ?? []) styles.push(`/${file}`);
    for (const file of shell?.js ?? []) scripts.push(`/${file}`);
    // A remote's texts in the page's language load with each of its modules.
    const byRemote = new Map<ShopRemoteName, Set<string>>();
    for (const [remote, module] of modules)
      byRemote.set(
        remote,
        (byRemote.get(remote) ?? new Set([remoteMessagesModule(language)])).add(module),
      );
    const remotes = await Promise.all(
      [...byRemote].map(async ([remote, wanted]) => ({
        remote,
        wanted,
        manifest: await manifestOf(remote),
      })),
    );
    for (const { remote, wanted, manifest } of remotes) {
      if (!manifest) continue;
      // A manifest named by path is on the browser's origin; its files resolve the same way.
      const manifestUrl = new URL(options.remotes[remote], 'http://edge.invalid/');
      const local = manifestUrl.origin === 'http://edge.invalid';
      const address = (url: URL) => (local ? url.pathname : url.href);
      const { remoteEntry, publicPath } = manifest.metaData;
      const entry = new URL(path.posix.join(remoteEntry.path, remoteEntry.name), manifestUrl);
      // `auto`: chunks are found beside the entry, as the browser's runtime finds them.
      const base = !publicPath || publicPath === 'auto' ? entry : new URL(publicPath, manifestUrl);
      fetches.push(address(manifestUrl));
      scripts.push(address(entry));
      for (const expose of manifest.exposes) {
        if (!wanted.has(expose.path)) continue;
        for (const file of expose.assets.css.sync) styles.push(address(new URL(file, base)));
        for (const file of expose.assets.js.sync) scripts.push(address(new URL(file, base)));
      }
    }
    const unique = (list: string[]) => [...new Set(list)].map(escapeAttribute);
    const deferred = [
      ...unique(fetches).map(
        (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}" />`,
      ),
      ...unique(scripts).map((href) => `<link rel="preload" as="script" href="${href}" />`),
    ];
    return [
      // The first paint waits until the body's last element, the server state, is parsed: a
      // paint half-way would show the page without its end (the consent banner at the foot of
      // the screen) and paint that a moment later.
      `<link rel="expect" href="#${SERVER_STATE_ID}" blocking="render" />`,
      ...unique(styles).map((href) => `<link rel="stylesheet" href="${href}" />`),
      ...(deferred.length
        ? [`<template id="${DEFERRED_PRELOADS_ID}">`, ...deferred, '</template>']
        : []),
    ].join('');
  };
}

/** The document's head with `links` added at its end, before anything of the body. */
export function withPreloads(before: string, links: string): string {
  if (!links) return before;
  const end = before.indexOf('</head>');
  return end < 0 ? before : `${before.slice(0, end)}${links}${before.slice(end)}`;
}
