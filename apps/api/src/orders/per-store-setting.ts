import { isStoreKey, storeKeys, type StoreKey } from '@shop/i18n';

/**
 * A setting with one value per store, as JSON whose keys are store keys or comma lists of stores
 * sharing a value (`{"at,de": {...}, "ch,li": {...}, "us": {...}}`); every store needs one.
 * `parseValue` checks one value; `name` (the variable) heads every error, `noun` names one value and several.
 */
export function perStoreSetting<T>(
  name: string,
  [one, several]: [string, string],
  setting: string,
  parseValue: (where: string, value: unknown) => T,
): Readonly<Record<StoreKey, T>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(setting);
  } catch {
    throw new Error(`${name} must be JSON or demo`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${name} must be an object keyed by store`);
  const values: Partial<Record<StoreKey, T>> = {};
  for (const [keys, value] of Object.entries(parsed)) {
    const one = parseValue(keys, value);
    for (const key of keys.split(',').map((k) => k.trim())) {
      if (!isStoreKey(key)) throw new Error(`${name}: ${key} is not a store`);
      if (values[key]) throw new Error(`${name}: ${key} has two ${several}`);
      values[key] = one;
    }
  }
  const missing = storeKeys.filter((key) => !values[key]);
  if (missing.length > 0) throw new Error(`${name}: no ${one} for ${missing.join(', ')}`);
  return values as Record<StoreKey, T>;
}
