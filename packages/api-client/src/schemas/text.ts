import * as v from 'valibot';

/**
 * The base of every string the contract accepts. Control characters (Unicode Cc: the C0 range
 * with NUL, DEL and the C1 range) are never text a person typed: NUL is refused by PostgreSQL
 * (turning a bad query string into a 503), and the others hide in logs, headers and e-mails. Every
 * string schema starts from TextSchema, or from MultilineTextSchema where people write free text
 * with tabs and line breaks, so a new field cannot forget the rule.
 */
const controlCharacter = /\p{Cc}/u;
/** Control characters other than tab, line feed and carriage return. */
const controlCharacterOutsideLayout = /(?![\t\n\r])\p{Cc}/u;

export const controlCharactersMessage = 'must not contain control characters';

/** One line of text without control characters. */
export const TextSchema = v.pipe(
  v.string(),
  v.check((s) => !controlCharacter.test(s), controlCharactersMessage),
);

/** Free text (descriptions, messages people write): tabs and line breaks allowed, other control characters not. */
export const MultilineTextSchema = v.pipe(
  v.string(),
  v.check(
    (s) => !controlCharacterOutsideLayout.test(s),
    'must not contain control characters other than tabs and line breaks',
  ),
);

/**
 * Replaces control characters by U+FFFD, for text built from input that must itself satisfy
 * TextSchema (an error message quoting a malformed request).
 */
export function withoutControlCharacters(text: string): string {
  return controlCharacter.test(text) ? text.replace(/\p{Cc}/gu, '\uFFFD') : text;
}
