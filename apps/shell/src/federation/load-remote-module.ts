import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/i18n';
import type { RemotesConfig } from './remotes-config';

let registered: RemotesConfig | null = null;

export function registerShopRemotes(config: RemotesConfig): void {
  registered = config;
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
export function resetRemote(remote: RemoteName): void {
  if (!registered) return;
  registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<T>(id);
  if (!loaded) throw new Error(`Remote module ${id} could not be loaded`);
  return loaded;
}
