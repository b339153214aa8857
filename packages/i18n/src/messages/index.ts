import type { Language } from '../stores';
import { accountDe, accountEn } from './account';
import { catalogDe, catalogEn } from './catalog';
import { checkoutDe, checkoutEn } from './checkout';
import { commonDe, commonEn } from './common';
import { contentDe, contentEn } from './content';
import { pricesDe, pricesEn } from './prices';

export type Messages = Record<string, string>;

/** Message tables by feature; `common` holds what every part of the shop says. */
export const messageTables = {
  common: { de: commonDe, en: commonEn },
  checkout: { de: checkoutDe, en: checkoutEn },
  account: { de: accountDe, en: accountEn },
  content: { de: contentDe, en: contentEn },
  catalog: { de: catalogDe, en: catalogEn },
  prices: { de: pricesDe, en: pricesEn },
} satisfies Record<string, Record<Language, Messages>>;

export type MessageFeature = keyof typeof messageTables;

/**
 * The messages one bundle needs. Each remote bundles its own (this module is deliberately not a
 * shared federation module), so a remote that adds a text ships it without a shell rebuild.
 */
export function messagesFor(...features: MessageFeature[]): Record<Language, Messages> {
  const pick = (language: Language): Messages =>
    Object.assign({}, ...['common' as const, ...features].map((f) => messageTables[f][language]));
  return { de: pick('de'), en: pick('en') };
}

/** Every text a person reads, by language. */
export const messages = messagesFor('checkout', 'account', 'content', 'catalog', 'prices');
