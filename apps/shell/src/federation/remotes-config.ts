import { shopRemoteNames, type ShopRemoteName } from '@shop/i18n';

export type RemotesConfig = Record<ShopRemoteName, string>;

/** Validates `/remotes.json`: every remote must name a manifest URL. */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json is not an object');
  const record = value as Record<string, unknown>;
  const config = {} as RemotesConfig;
  for (const name of shopRemoteNames) {
    const url = record[name];
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json lacks ${name}`);
    config[name] = url;
  }
  return config;
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}
