import { asc, eq, sql } from 'drizzle-orm';
import type {
  DealerAccount,
  StoreSettings,
  StoreSettingsField,
  StoreSettingsPatch,
} from '@shop/api-client/contract';
import { storeKeys, type StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { allStoreRules, updateStoreRules } from '../checkout/reference-data';
import { shopSettings, storeSettings } from './tables';

/** What the environment (or buildApp's options) gives for rows that do not exist yet. */
export interface SettingsDefaults {
  dealerAccounts: Readonly<Record<StoreKey, DealerAccount>>;
  orderDesk: Readonly<Record<StoreKey, string>>;
  reminderDays: Readonly<Record<StoreKey, number>>;
  cancelDays: Readonly<Record<StoreKey, number>>;
}

/** Every setting the shop runs on, as read at one moment. */
export interface SettingsSnapshot {
  inMaintenance: boolean;
  stores: Record<StoreKey, StoreSettings>;
}

/**
 * Fills the rows that do not exist yet with the defaults; rows staff changed stay as they are.
 * Safe on several instances starting at once (a row another one inserted first is left alone).
 */
export async function seedSettings(db: Database, defaults: SettingsDefaults): Promise<void> {
  await db.insert(shopSettings).values({ id: 'shop' }).onConflictDoNothing();
  await db
    .insert(storeSettings)
    .values(
      storeKeys.map((store) => ({
        storeKey: store,
        dealerAccount: defaults.dealerAccounts[store],
        orderDeskEmail: defaults.orderDesk[store],
        unpaidReminderDays: defaults.reminderDays[store],
        unpaidCancelDays: defaults.cancelDays[store],
      })),
    )
    .onConflictDoNothing();
}

/** Reads every setting; `lock` takes the rows for update (inside a change's transaction). */
export async function readSettings(db: Database, lock = false): Promise<SettingsSnapshot> {
  const shopQuery = db.select().from(shopSettings).where(eq(shopSettings.id, 'shop'));
  const storeQuery = db.select().from(storeSettings).orderBy(asc(storeSettings.storeKey));
  // One after the other: PGlite is one connection, and a transaction's queries share it anyway.
  const [shop] = lock ? await shopQuery.for('update') : await shopQuery;
  const rows = lock ? await storeQuery.for('update') : await storeQuery;
  const rulesByStore = new Map((await allStoreRules(db, lock)).map((r) => [r.storeKey, r]));
  const stores = {} as Record<StoreKey, StoreSettings>;
  for (const settings of rows) {
    const rules = rulesByStore.get(settings.storeKey);
    if (!rules) continue;
    stores[settings.storeKey] = {
      store: settings.storeKey,
      currency: rules.currency,
      dealerAccount: settings.dealerAccount,
      orderDeskEmail: settings.orderDeskEmail,
      amlCashThreshold: rules.amlCashThresholdCentAmount,
      amlLinkedWindowHours: rules.amlLinkedWindowHours,
      cashPayoutLimit: rules.cashPayoutLimitCentAmount,
      scrapBoxLimit: rules.scrapBoxLimitCentAmount,
      orderLimit24h: rules.orderLimit24hCentAmount,
      unpaidReminderDays: settings.unpaidReminderDays,
      unpaidCancelDays: settings.unpaidCancelDays,
    };
  }
  const missing = storeKeys.filter((store) => !stores[store]);
  if (!shop || missing.length > 0)
    throw new Error(`Settings missing (the shop's row or stores ${missing.join(', ')})`);
  return { inMaintenance: shop.inMaintenance, stores };
}

export async function writeMaintenance(tx: Database, inMaintenance: boolean): Promise<void> {
  await tx
    .update(shopSettings)
    .set({ inMaintenance, updatedAt: sql`now()` })
    .where(eq(shopSettings.id, 'shop'));
}

/** Writes the fields of `patch` to a store's rows (its settings and its checkout rules). */
export async function writeStoreSettings(
  tx: Database,
  store: StoreKey,
  patch: StoreSettingsPatch,
): Promise<void> {
  const own = {
    ...(patch.dealerAccount ? { dealerAccount: patch.dealerAccount } : {}),
    ...(patch.orderDeskEmail !== undefined ? { orderDeskEmail: patch.orderDeskEmail } : {}),
    ...(patch.unpaidReminderDays !== undefined
      ? { unpaidReminderDays: patch.unpaidReminderDays }
      : {}),
    ...(patch.unpaidCancelDays !== undefined ? { unpaidCancelDays: patch.unpaidCancelDays } : {}),
  };
  const rules = {
    ...(patch.amlCashThreshold !== undefined
      ? { amlCashThresholdCentAmount: patch.amlCashThreshold }
      : {}),
    ...(patch.amlLinkedWindowHours !== undefined
      ? { amlLinkedWindowHours: patch.amlLinkedWindowHours }
      : {}),
    ...(patch.cashPayoutLimit !== undefined
      ? { cashPayoutLimitCentAmount: patch.cashPayoutLimit }
      : {}),
    ...(patch.scrapBoxLimit !== undefined ? { scrapBoxLimitCentAmount: patch.scrapBoxLimit } : {}),
    ...(patch.orderLimit24h !== undefined ? { orderLimit24hCentAmount: patch.orderLimit24h } : {}),
  };
  if (Object.keys(own).length > 0)
    await tx
      .update(storeSettings)
      .set({ ...own, updatedAt: sql`now()` })
      .where(eq(storeSettings.storeKey, store));
  await updateStoreRules(tx, store, rules);
}

/** JSON with object keys sorted: the same value reads the same whatever order its keys came in. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** The fields whose value `patch` changes, with their values before and after (for the audit). */
export function changedFields(
  current: StoreSettings,
  patch: StoreSettingsPatch,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch) as [StoreSettingsField, unknown][]) {
    if (value === undefined) continue;
    if (canonicalJson(current[field]) === canonicalJson(value)) continue;
    before[field] = current[field];
    after[field] = value;
  }
  return { before, after };
}
