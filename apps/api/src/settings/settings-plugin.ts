import fp from 'fastify-plugin';
import type { DealerAccount } from '@shop/api-client/contract';
import { storeKeys, type StoreKey } from '@shop/i18n';
import {
  readSettings,
  seedSettings,
  type SettingsDefaults,
  type SettingsSnapshot,
} from './repository';
import settingsRoutes from './routes';
import outboxRoutes from './outbox-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The run-time settings (issue 26, item 5) as this instance last read them: `current()`,
     * `refresh()` after a change, and per-store views whose values follow every refresh (the
     * order lifecycle, the documents and the unpaid-order job read through them).
     */
    settings: {
      current(): SettingsSnapshot;
      refresh(): Promise<SettingsSnapshot>;
      dealerAccounts: Readonly<Record<StoreKey, DealerAccount>>;
      orderDesk: Readonly<Record<StoreKey, string>>;
      reminderDays: Readonly<Record<StoreKey, number>>;
      cancelDays: Readonly<Record<StoreKey, number>>;
    };
  }
}

export interface SettingsPluginOptions {
  /** The values of rows not yet in the database (the environment's). */
  defaults: SettingsDefaults;
  /**
   * How often each instance reads the settings again, so a change made on another instance takes
   * effect here too (SETTINGS_REFRESH_MS, 2000; 0: only after this instance's own changes).
   */
  refreshMs?: number;
}

/** A record whose every store reads `value(store)` anew: a per-store setting as its users know it. */
function liveRecord<T>(value: (store: StoreKey) => T): Readonly<Record<StoreKey, T>> {
  const record = {} as Record<StoreKey, T>;
  for (const store of storeKeys)
    Object.defineProperty(record, store, { enumerable: true, get: () => value(store) });
  return record;
}

export function settingsRefreshMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SETTINGS_REFRESH_MS?.trim();
  if (!value) return 2000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000)
    throw new Error('SETTINGS_REFRESH_MS must be a whole number of milliseconds up to 60000');
  return ms;
}

/**
 * The shop's run-time settings: seeded from the environment where no row exists, read at start,
 * read again every `refreshMs` and after each change, so every instance runs on the stored values
 * within seconds and no restart is needed. The staff's settings and outbox calls.
 */
export default fp<SettingsPluginOptions>(
  async (fastify, { defaults, refreshMs = settingsRefreshMsFromEnv() }) => {
    await seedSettings(fastify.db, defaults);
    let snapshot = await readSettings(fastify.db);
    const refresh = async () => {
      snapshot = await readSettings(fastify.db);
      return snapshot;
    };
    fastify.decorate('settings', {
      current: () => snapshot,
      refresh,
      dealerAccounts: liveRecord((store) => snapshot.stores[store].dealerAccount),
      orderDesk: liveRecord((store) => snapshot.stores[store].orderDeskEmail),
      reminderDays: liveRecord((store) => snapshot.stores[store].unpaidReminderDays),
      cancelDays: liveRecord((store) => snapshot.stores[store].unpaidCancelDays),
    });

    if (refreshMs > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        refresh()
          .catch((error: unknown) =>
            fastify.log.warn({ err: error }, 'The settings could not be read again'),
          )
          .finally(() => {
            running = false;
          });
      }, refreshMs);
      timer.unref();
      fastify.addHook('onClose', async () => clearInterval(timer));
    }

    // Scopes of their own: the staff guard runs before their routes only.
    await fastify.register(settingsRoutes);
    await fastify.register(outboxRoutes);
  },
  { name: 'settings', dependencies: ['db', 'staff', 'messaging'] },
);
