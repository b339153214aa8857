import { and, eq, isNotNull } from 'drizzle-orm';
import type { PriceInputs, StorePriceInputs } from '@shop/api-client/contract';
import { storeKeys, type StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { productStoreRulePriority, type PriceRule } from './engine';
import { priceRules } from './tables';

/*
 * A product's own premium and spread per store (issue 26, item 1): price rules of its SKU and one
 * store, above every rule of the policy (engine.ts productStoreRulePriority). Staff set them in
 * the catalogue; the next recalculation prices with them.
 */

/** The product's own premium and spread per store. */
export async function ownPriceInputs(
  db: Database,
  sku: string,
): Promise<Partial<Record<StoreKey, PriceInputs>>> {
  const rows = await db
    .select()
    .from(priceRules)
    .where(and(eq(priceRules.sku, sku), isNotNull(priceRules.storeKey)));
  const own: Partial<Record<StoreKey, PriceInputs>> = {};
  for (const row of rows)
    if (row.storeKey) own[row.storeKey] = { premiumBps: row.premiumBps, spreadBps: row.spreadBps };
  return own;
}

/** The rule a product's own premium and spread in one store make (see prices/engine.ts). */
export const productStoreRule = (sku: string, store: StoreKey, inputs: PriceInputs): PriceRule => ({
  quote: false,
  sku,
  storeKey: store,
  categoryKey: null,
  metal: null,
  form: null,
  maxFineWeightG: null,
  priority: productStoreRulePriority,
  premiumBps: inputs.premiumBps,
  spreadBps: inputs.spreadBps,
});

/** The price rules with a proposal of a product's own premiums and spreads in place. */
export function withProposal(
  rules: readonly PriceRule[],
  sku: string,
  proposal: StorePriceInputs,
): PriceRule[] {
  const proposed = storeKeys.filter((store) => store in proposal);
  return [
    ...rules.filter(
      (rule) => !(rule.sku === sku && rule.storeKey && proposed.includes(rule.storeKey)),
    ),
    ...proposed.flatMap((store) => {
      const inputs = proposal[store];
      return inputs ? [productStoreRule(sku, store, inputs)] : [];
    }),
  ];
}

/** Sets (or with null drops) a product's own premium and spread in one store, in `tx`. */
export async function setProductStoreRule(
  tx: Database,
  sku: string,
  store: StoreKey,
  inputs: PriceInputs | null,
): Promise<void> {
  await tx.delete(priceRules).where(and(eq(priceRules.sku, sku), eq(priceRules.storeKey, store)));
  if (inputs)
    await tx
      .insert(priceRules)
      .values({ ...productStoreRule(sku, store, inputs), note: 'catalogue (staff)' });
}
