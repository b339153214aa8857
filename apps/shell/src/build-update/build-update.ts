/**
 * Spec 4: the app checks for a new build every hour and reloads on the next navigation after an
 * update or a code-chunk load failure, at most once per 10 seconds per path (spec 9).
 *
 * Every app (the shell and each remote) publishes `builds/latest.json` (`{ id, timestamp }`) and
 * `builds/meta/{id}.json` in its build output (tooling/webpack writes them).
 */

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
/** sessionStorage key of the paths reloaded lately and when (epoch ms). */
export const RELOAD_GUARD_KEY = 'shop:build-reloads';

export interface BuildInfo {
  id: string;
  timestamp: number;
}

/** One app whose build is watched, by the URL of its `builds/latest.json`. */
export interface BuildSource {
  name: string;
  latestUrl: string;
}

function parseBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof timestamp !== 'number') return null;
  return { id, timestamp };
}

async function fetchBuildInfo(fetcher: typeof fetch, url: string): Promise<BuildInfo | null> {
  const response = await fetcher(url, { cache: 'no-cache' });
  if (!response.ok) return null;
  return parseBuildInfo(await response.json());
}

/** `builds/latest.json` beside an app's `mf-manifest.json` (or the shell's root). */
export function latestUrlBeside(base: string, origin: string): string {
  return new URL('builds/latest.json', new URL(base, origin)).href;
}

/** A webpack chunk or CSS chunk that failed, or a remote entry/manifest the runtime could not load. */
export function isLoadFailure(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { name, message, code, cause } = e as Record<string, unknown>;
    if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
    // Module Federation runtime codes: remoteEntry exports (001), manifest (003), script (008).
    if (typeof message === 'string' && /#RUNTIME-00[138]\b/.test(message)) return true;
    e = cause;
  }
  return false;
}

/**
 * Remembers, per app, the build this tab started with; a later check that finds another id whose
 * meta file is published marks an update. The meta file is asked for because a `latest.json`
 * naming a build whose files are not (yet) there must not send the customer into missing chunks.
 */
export function createBuildChecker(fetcher: typeof fetch = (...args) => fetch(...args)) {
  const known = new Map<string, string>();

  return {
    /** Checks every source once; resolves to the names of the apps that have a new build. */
    async check(sources: readonly BuildSource[]): Promise<string[]> {
      const updated: string[] = [];
      await Promise.all(
        sources.map(async ({ name, latestUrl }) => {
          const latest = await fetchBuildInfo(fetcher, latestUrl).catch(() => null);
          if (!latest) return;
          const current = known.get(name);
          if (current === undefined) {
            known.set(name, latest.id);
            return;
          }
          if (current === latest.id) return;
          const metaUrl = new URL(`meta/${encodeURIComponent(latest.id)}.json`, latestUrl).href;
          const meta = await fetchBuildInfo(fetcher, metaUrl).catch(() => null);
          if (meta?.id !== latest.id) return;
          known.set(name, latest.id);
          updated.push(name);
        }),
      );
      return updated;
    },
  };
}

type ReloadLog = Record<string, number>;

function readLog(storage: Storage): ReloadLog {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ReloadLog) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a reload of `path` may happen now, and if so records it. The log lives in
 * sessionStorage so it survives the reload itself: a build that keeps failing on a path cannot
 * send the tab into a reload loop. Without storage (blocked) there is no reload: a loop would be
 * worse than a stale page.
 */
export function claimReload(path: string, now: number, storage: Storage | null): boolean {
  if (!storage) return false;
  const log = readLog(storage);
  const last = log[path];
  if (typeof last === 'number' && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  // Entries older than the guard no longer matter: keep the log small.
  const kept: ReloadLog = Object.fromEntries(
    Object.entries(log).filter(([, at]) => typeof at === 'number' && now - at < RELOAD_GUARD_MS),
  );
  kept[path] = now;
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(kept));
  } catch {
    return false;
  }
  return true;
}

/** Why the next navigation should load the page afresh; one per tab. */
let reloadReason: 'update' | 'load-failure' | null = null;

export function markReloadNeeded(reason: 'update' | 'load-failure'): void {
  reloadReason ??= reason;
}

/** Called for any error a region caught: a failed chunk or remote entry asks for a reload. */
export function noteLoadFailure(error: unknown): void {
  if (isLoadFailure(error)) markReloadNeeded('load-failure');
}

export function reloadNeeded(): 'update' | 'load-failure' | null {
  return reloadReason;
}

/** For tests: a fresh tab. */
export function resetReloadState(): void {
  reloadReason = null;
}
