import type { Language } from '@shop/i18n';

/**
 * A remote's texts in one language (its `src/messages-de.ts` and `src/messages-en.ts`): a page
 * loads its own language's only, about half of what both would weigh.
 */
export const remoteMessagesModule = (language: Language) => `./messages-${language}` as const;
