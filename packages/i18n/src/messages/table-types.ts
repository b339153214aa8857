/** A message table: id to text, in one language. */
export type Messages = Record<string, string>;

/** Another language's table of a feature: exactly the keys of the English one, no more, no less. */
export type TranslationOf<Table> = Record<keyof Table, string>;
