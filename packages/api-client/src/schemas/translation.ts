import * as v from 'valibot';
import { languages, type Language } from '@shop/i18n';
import { MultilineTextSchema, TextSchema } from './text';

/** A text in every shop language. Both are required: the shop never shows a missing translation. */
export const TranslationMapSchema = v.object({
  de: MultilineTextSchema,
  en: MultilineTextSchema,
});
export type TranslationMap = v.InferOutput<typeof TranslationMapSchema>;

export const NullableTranslationMapSchema = v.nullable(TranslationMapSchema);

/** `de`, `en`, or a locale tag such as `de-AT` / `en-US`; only the language part matters here. */
export const LanguageTagSchema = v.pipe(
  TextSchema,
  v.regex(/^(de|en)(-[a-z]{2})?$/i, 'must be a language tag such as de, en, de-AT or en-US'),
);

export function languageOfTag(tag: string | undefined): Language {
  const language = tag?.slice(0, 2).toLowerCase();
  return (languages as readonly string[]).includes(language ?? '') ? (language as Language) : 'de';
}
