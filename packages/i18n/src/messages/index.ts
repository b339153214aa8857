import type { Language } from '../stores';
import { commonDe, commonEn } from './common';

export type Messages = Record<string, string>;

function merge(...parts: Messages[]): Messages {
  return Object.assign({}, ...parts);
}

/** Every text a person reads, by language. Feature files keep their own keys. */
export const messages: Record<Language, Messages> = {
  de: merge(commonDe),
  en: merge(commonEn),
};
