import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ShopRemoteName } from '@shop/i18n';
import type { RemotesConfig } from './remotes-config';

let registered: RemotesConfig | null = null;

/**
 * Exposed modules already loaded, by `remote/module`: a page the server rendered hydrates with
 * its module in hand, so the first browser render matches the server's HTML.
 */
const loaded = new Map<string, unknown>();

const moduleId = (remote: ShopRemoteName, module: string) =>
  `${remote}/${module.replace(/^\.\//, '')}`;

export function registerShopRemotes(config: RemotesConfig): void {
  registered = config;
  loaded.clear();
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** The remotes config this tab registered (the build-update check reads their builds). */
export function registeredRemotes(): RemotesConfig | null {
  return registered;
}

/**
 * After a failed load the runtime keeps the broken remote entry; registering it again with
 * `force` drops that cache so a retry really fetches again.
 */
export function resetRemote(remote: ShopRemoteName): void {
  for (const id of [...loaded.keys()]) if (id.startsWith(`${remote}/`)) loaded.delete(id);
  if (!registered) return;
  registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}

export async function loadRemoteModule<T>(remote: ShopRemoteName, module: string): Promise<T> {
  const id = moduleId(remote, module);
  const result = await loadRemote<T>(id);
  if (!result) throw new Error(`Remote module ${id} could not be loaded`);
  loaded.set(id, result);
  return result;
}

/** The module when it is loaded already, without waiting; undefined otherwise. */
export function peekRemoteModule<T>(remote: ShopRemoteName, module: string): T | undefined {
  return loaded.get(moduleId(remote, module)) as T | undefined;
}
