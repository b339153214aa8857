import { createHash } from 'node:crypto';
import { perRemote, remoteNames, type RemoteName } from '@shop/i18n';
import { originOf } from './security-headers';

export { remoteNames };

export type RemoteManifests = Record<RemoteName, string>;

/** Where `scripts/shop.mjs` serves each remote by default (`remotes.json` of @shop/i18n). */
export const defaultRemoteManifests: RemoteManifests = perRemote(
  ({ port }) => `http://localhost:${port}/mf-manifest.json`,
);

export const remoteEnv: Record<RemoteName, string> = perRemote(({ env }) => env);

export interface RemotesDocument {
  body: string;
  etag: string;
}

/** The `/remotes.json` the shell fetches at start, so a remote can move without a shell build. */
export function remotesDocument(remotes: RemoteManifests): RemotesDocument {
  const body = JSON.stringify(Object.fromEntries(remoteNames.map((name) => [name, remotes[name]])));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  return { body, etag };
}

/** Distinct cross-origin hosts of the remotes; relative manifest URLs are same-origin. */
export function remoteOrigins(remotes: RemoteManifests): string[] {
  return [
    ...new Set(
      remoteNames.map((name) => originOf(remotes[name])).filter((o): o is string => o !== null),
    ),
  ];
}
