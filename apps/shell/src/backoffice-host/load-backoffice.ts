import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { backofficeRemote } from '@shop/i18n';

/** The back-office page's `/remotes.json`: the edge names only the back-office remote in it. */
export function backofficeEntryOf(value: unknown): string {
  const entry =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[backofficeRemote]
      : undefined;
  if (typeof entry !== 'string' || entry === '')
    throw new Error(`remotes.json lacks ${backofficeRemote}`);
  return entry;
}

/**
 * Registers the back-office remote (again, with `force`, so a retry after a failure really
 * fetches anew) and loads its app, which brings its own texts and routes.
 */
export async function loadBackofficeApp(): Promise<ComponentType> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const entry = backofficeEntryOf(await response.json());
  registerRemotes([{ name: backofficeRemote, entry }], { force: true });
  const module = await loadRemote<{ default: ComponentType }>(`${backofficeRemote}/BackofficeApp`);
  if (!module) throw new Error(`${backofficeRemote}/BackofficeApp could not be loaded`);
  return module.default;
}
