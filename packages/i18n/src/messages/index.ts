import type { Language } from '../stores';
import { accountDe, accountEn } from './account';
import { catalogDe, catalogEn } from './catalog';
import { checkoutDe, checkoutEn } from './checkout';
import { commonDe, commonEn } from './common';
import { contentDe, contentEn } from './content';
import { pricesDe, pricesEn } from './prices';

export type Messages = Record<string, string>;

function merge(...parts: Messages[]): Messages {
  return Object.assign({}, ...parts);
}

/** Every text a person reads, by language. Feature files keep their own keys. */
export const messages: Record<Language, Messages> = {
  de: merge(commonDe, checkoutDe, accountDe, contentDe, catalogDe, pricesDe),
  en: merge(commonEn, checkoutEn, accountEn, contentEn, catalogEn, pricesEn),
};
