import { createHash } from 'node:crypto';
import type { RemoteName } from '@shop/i18n';
import { originOf } from './security-headers';

export const remoteNames = [
  'catalog',
  'checkout',
  'account',
  'content',
] as const satisfies readonly RemoteName[];

export type RemoteManifests = Record<RemoteName, string>;

export const defaultRemoteManifests: RemoteManifests = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  content: 'http://localhost:3004/mf-manifest.json',
};

export const remoteEnv: Record<RemoteName, string> = {
  catalog: 'REMOTE_CATALOG_URL',
  checkout: 'REMOTE_CHECKOUT_URL',
  account: 'REMOTE_ACCOUNT_URL',
  content: 'REMOTE_CONTENT_URL',
};

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
